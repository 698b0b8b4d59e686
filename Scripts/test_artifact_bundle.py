#!/usr/bin/env python3
"""Tests of Scripts/artifact_bundle.py that need no build: run with
`python3 -m unittest discover -s Scripts -p 'test_*.py'` (CI does)."""

import hashlib
import json
import os
import stat
import subprocess
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import artifact_bundle as ab  # noqa: E402


class ArtifactBundleTests(unittest.TestCase):
    def setUp(self):
        self.temp = tempfile.TemporaryDirectory()
        self.out = self.temp.name
        self.binary = os.path.join(self.out, "built-screengen")
        with open(self.binary, "w") as file:
            file.write("#!/bin/sh\necho 9.9.9\n")
        os.chmod(self.binary, 0o755)

    def tearDown(self):
        self.temp.cleanup()

    def test_the_version_is_the_one_ToolVersion_defines(self):
        with open(os.path.join(ab.REPO, ab.VERSION_FILE)) as file:
            self.assertIn(f'static let current = "{ab.read_version()}"', file.read())

    def test_info_json_has_schema_1_0_and_an_executable_with_a_variant_per_platform(self):
        info = ab.info_json("1.2.3", [("screengen-1.2.3-linux-x86_64/bin/screengen", ["x86_64-unknown-linux-gnu"]),
                                      ("screengen-1.2.3-macos/bin/screengen", ab.MACOS_TRIPLES)])
        self.assertEqual(info["schemaVersion"], "1.0")
        artifact = info["artifacts"]["screengen"]
        self.assertEqual(artifact["type"], "executable")
        self.assertEqual(artifact["version"], "1.2.3")
        self.assertEqual([v["supportedTriples"] for v in artifact["variants"]],
                         [["x86_64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"]])

    def test_the_bundle_holds_an_executable_where_info_json_says(self):
        bundle, _ = ab.write_bundle(self.out, "1.2.3", [("linux-x86_64", self.binary, ["x86_64-unknown-linux-gnu"])])
        with open(os.path.join(bundle, "info.json")) as file:
            variant = json.load(file)["artifacts"]["screengen"]["variants"][0]
        self.assertEqual(variant["path"], "screengen-1.2.3-linux-x86_64/bin/screengen")
        self.assertTrue(os.access(os.path.join(bundle, variant["path"]), os.X_OK))

    def test_the_zip_keeps_the_executable_bit_and_is_reproducible(self):
        bundle, _ = ab.write_bundle(self.out, "1.2.3", [("linux-x86_64", self.binary, ["x86_64-unknown-linux-gnu"])])
        first, second = os.path.join(self.out, "a.zip"), os.path.join(self.out, "b.zip")
        ab.write_zip(bundle, first)
        os.utime(os.path.join(bundle, "info.json"), (0, 0))  # times must not matter
        ab.write_zip(bundle, second)
        self.assertEqual(ab.sha256(first), ab.sha256(second))
        with zipfile.ZipFile(first) as archive:
            names = archive.namelist()
            self.assertIn("screengen.artifactbundle/info.json", names)
            mode = archive.getinfo("screengen.artifactbundle/screengen-1.2.3-linux-x86_64/bin/screengen").external_attr >> 16
        self.assertTrue(mode & stat.S_IXUSR)
        unpacked = os.path.join(self.out, "unpacked")
        subprocess.run(["unzip", "-q", first, "-d", unpacked], check=True)
        self.assertTrue(os.access(os.path.join(unpacked, "screengen.artifactbundle/screengen-1.2.3-linux-x86_64/bin/screengen"), os.X_OK))

    def test_sha256_is_what_compute_checksum_prints(self):
        path = os.path.join(self.out, "x.zip")
        with open(path, "wb") as file:
            file.write(b"screengen")
        self.assertEqual(ab.sha256(path), hashlib.sha256(b"screengen").hexdigest())

    def test_the_release_manifest_pins_url_and_checksum(self):
        manifest = ab.plugin_package_swift("1.2.3", url="https://example.com/r/1.2.3/screengen.artifactbundle.zip", checksum="ab" * 32)
        self.assertIn('url: "https://example.com/r/1.2.3/screengen.artifactbundle.zip"', manifest)
        self.assertIn(f'checksum: "{"ab" * 32}"', manifest)
        self.assertIn('.plugin(name: "ScreengenBuildPlugin", targets: ["ScreengenBinaryBuildPlugin"])', manifest)
        self.assertIn('dependencies: ["ScreengenBinary"]', manifest)
        self.assertNotIn("path: \"screengen.artifactbundle\"", manifest)

    def test_the_local_manifest_references_the_bundle_by_path(self):
        manifest = ab.plugin_package_swift("1.2.3", path="screengen.artifactbundle")
        self.assertIn('.binaryTarget(name: "ScreengenBinary", path: "screengen.artifactbundle")', manifest)
        with self.assertRaises(ValueError):
            ab.plugin_package_swift("1.2.3", url="https://example.com/x.zip")

    def test_the_release_is_built_from_a_package_with_no_targets_that_depends_on_this_one(self):
        folder = ab.release_package(self.out, repo="/some/where/screengen")
        with open(os.path.join(folder, "Package.swift")) as file:
            manifest = file.read()
        self.assertIn('dependencies: [.package(path: "/some/where/screengen")], targets: []', manifest)

    def test_the_plugin_package_carries_the_source_plugins_files_as_they_are(self):
        ab.write_bundle(self.out, "1.2.3", [("linux-x86_64", self.binary, ["x86_64-unknown-linux-gnu"])])
        package = ab.write_plugin_package(self.out, "1.2.3")
        source = os.path.join(ab.REPO, ab.PLUGIN_SOURCES)
        copied = os.path.join(package, "Plugins", "ScreengenBuildPlugin")
        names = sorted(n for n in os.listdir(source) if n.endswith(".swift"))
        self.assertEqual(sorted(os.listdir(copied)), names)
        self.assertIn("ScreengenBuildPlugin.swift", names)
        for name in names:
            with open(os.path.join(source, name)) as a, open(os.path.join(copied, name)) as b:
                self.assertEqual(a.read(), b.read(), name)
            self.assertFalse(os.path.islink(os.path.join(copied, name)))
        self.assertTrue(os.path.isfile(os.path.join(package, "screengen.artifactbundle", "info.json")))
        with open(os.path.join(package, "Package.swift")) as file:
            self.assertIn('path: "screengen.artifactbundle"', file.read())


if __name__ == "__main__":
    unittest.main()
