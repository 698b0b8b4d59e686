#!/usr/bin/env python3
"""Tests of Scripts/check_binary_plugin.py that need no build: run with
`python3 -m unittest discover -s Scripts -p 'test_*.py'` (CI does)."""

import io
import os
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_binary_plugin as cbp  # noqa: E402


class BundleTests(unittest.TestCase):
    def test_the_version_is_the_one_place_it_is_declared(self):
        self.assertEqual(cbp.tool_version('public enum ToolVersion {\n    public static let current = "0.1.0"\n}\n'),
                         "0.1.0")
        self.assertEqual(cbp.tool_version("no version\n"), "")
        with open(os.path.join(cbp.REPO, cbp.VERSION_FILE)) as file:
            self.assertRegex(cbp.tool_version(file.read()), r"^[0-9]+\.[0-9]+\.[0-9]+")

    def test_the_bundles_binary(self):
        with tempfile.TemporaryDirectory() as temp:
            variant = os.path.join(temp, "screengen.artifactbundle", "screengen-0.1.0-linux-x86_64", "bin")
            os.makedirs(variant)
            open(os.path.join(variant, "screengen"), "w").close()
            os.makedirs(os.path.join(temp, "screengen.artifactbundle", "a", "bin", "screengen"))  # a folder
            paths = cbp.walk(os.path.join(temp, "screengen.artifactbundle"))
            self.assertEqual(cbp.bundle_binary(paths), os.path.join(variant, "screengen"))
            self.assertIsNone(cbp.bundle_binary([p for p in paths if "linux" not in p]))

    def test_ldd_lines_naming_libyaml_or_the_toolchain(self):
        ldd = ("\tlinux-vdso.so.1 (0x00007ffd)\n\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)\n"
               "\tlibyaml-0.so.2 => /lib/x86_64-linux-gnu/libyaml-0.so.2 (0x2)\n"
               "\tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x3)\n")
        self.assertEqual(cbp.forbidden_links(ldd), ["\tlibyaml-0.so.2 => /lib/x86_64-linux-gnu/libyaml-0.so.2 (0x2)",
                                                    "\tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x3)"])
        self.assertEqual(cbp.forbidden_links("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n\tlibm.so.6 => /lib/libm.so.6\n"), [])


class ClientTests(unittest.TestCase):
    def test_the_manifest_takes_the_plugin_from_the_bundles_package(self):
        manifest = cbp.client_manifest("/tmp/out")
        self.assertIn('.package(path: "../screengen"),\n        .package(path: "/tmp/out/screengen-plugins"),', manifest)
        self.assertIn('plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen-plugins")]', manifest)
        self.assertIn('.executableTarget(\n            name: "App",', manifest)

    def test_the_graph_has_three_screens_two_transitions_and_a_file_each(self):
        self.assertEqual(cbp.APP_YAML.count("view:") + cbp.MORE_YAML.count("view:"), 3)
        self.assertEqual(cbp.APP_YAML.split("transitions:\n")[1].split("  detail:")[0].count(":"), 2)
        self.assertEqual(cbp.EXPECTED_OUTPUTS, sorted(cbp.EXPECTED_OUTPUTS))

    def test_the_mistake_is_on_line_8_column_13(self):
        lines = cbp.misspell_target(cbp.APP_YAML).split("\n")
        self.assertEqual(lines[7], "      open: detial")
        self.assertEqual(lines[7].index("detial") + 1, 13)
        self.assertEqual(cbp.misspell_target(cbp.APP_YAML).count("detial"), 1)
        self.assertEqual(cbp.error_line("/c/Sources/App"),
                         "/c/Sources/App/screens/app.yaml:8:13: error: transition 'open' targets unknown screen "
                         "'detial'; did you mean 'detail'? [unknown-screen]")

    def test_the_client_runs_with_an_empty_pkg_config(self):
        env = cbp.no_libyaml_env({"PATH": "/bin", "PKG_CONFIG_PATH": "/usr/lib/pkgconfig"})
        self.assertEqual(env, {"PATH": "/bin", "PKG_CONFIG_PATH": "", "PKG_CONFIG_LIBDIR": "/nonexistent"})


class BuildOutputTests(unittest.TestCase):
    def test_the_tool_ran_over_the_three_screens(self):
        line = ("screengen: 3 screens, 2 transitions, 0 warnings → /c/.build/plugins/outputs/client/App/destination/"
                "ScreengenBinaryBuildPlugin/ (3 files written)")
        self.assertTrue(cbp.tool_ran("[1/3] x\n" + line + "\nBuild complete!\n"))
        self.assertFalse(cbp.tool_ran(line.replace("ScreengenBinaryBuildPlugin", "ScreengenBuildPlugin")))
        self.assertFalse(cbp.tool_ran(line + " more"))

    def test_compiling_screengen_shows(self):
        log = ("[1/9] Compiling ScreenNavigation State.swift\n[2/9] Compiling ScreenGenCore A.swift\n"
               "[3/9] Compiling ArgumentParserToolInfo B.swift\n[4/9] Compiling CYAML api.c\n[5/9] Compiling App main.swift\n")
        self.assertEqual(cbp.compiled_screengen(log), ["[2/9] Compiling ScreenGenCore A.swift",
                                                       "[3/9] Compiling ArgumentParserToolInfo B.swift",
                                                       "[4/9] Compiling CYAML api.c"])

    def test_objects_and_modules_of_screengen_in_the_build_folder(self):
        paths = [".build/x86_64-unknown-linux-gnu/debug/ScreenNavigation.build/State.swift.o",
                 ".build/x86_64-unknown-linux-gnu/debug/ScreenGenCore.build/output-file-map.json",
                 ".build/x86_64-unknown-linux-gnu/debug/ScreenGenCore.build/A.swift.o",
                 ".build/x86_64-unknown-linux-gnu/debug/screengen-tool.build/main.swift.o",
                 ".build/x86_64-unknown-linux-gnu/debug/ArgumentParser.build/x.swiftmodule",
                 ".build/x86_64-unknown-linux-gnu/debug/Modules/ScreenNavigation.swiftmodule",
                 ".build/x86_64-unknown-linux-gnu/debug/Modules/ScreenGenYAML.swiftmodule",
                 ".build/x86_64-unknown-linux-gnu/debug/Modules/ArgumentParserToolInfo.swiftmodule"]
        self.assertEqual(cbp.screengen_objects(paths), [paths[2], paths[3], paths[4]])
        self.assertEqual(cbp.screengen_modules(paths), [paths[6], paths[7]])
        self.assertEqual(cbp.screengen_objects(paths[:2]), [])
        self.assertEqual(len(cbp.screengen_objects([f".build/ScreenGenCore.build/{n}.o" for n in range(9)])), 5)

    def test_a_linked_tool(self):
        with tempfile.TemporaryDirectory() as temp:
            for name in ("debug/screengen", "debug/screengen-tool.build/x", "release/screengen-tool", "debug/App"):
                os.makedirs(os.path.dirname(os.path.join(temp, name)), exist_ok=True)
                open(os.path.join(temp, name), "w").close()
            found = cbp.linked_tools(cbp.walk(temp))
            self.assertEqual(found, [os.path.join(temp, "debug/screengen"), os.path.join(temp, "release/screengen-tool")])

    def test_the_tool_the_build_ran_is_the_bundles(self):
        debug_yaml = ('  "<plugin>":\n    tool: shell\n'
                      '    args: ["/tmp/out/screengen-plugins/screengen.artifactbundle/screengen-0.1.0-linux-x86_64/bin/screengen",'
                      '"build","/c/Sources/App/screens"]\n')
        self.assertEqual(cbp.bundle_tool(debug_yaml),
                         "/tmp/out/screengen-plugins/screengen.artifactbundle/screengen-0.1.0-linux-x86_64/bin/screengen")
        self.assertEqual(cbp.bundle_tool('args: ["/c/.build/debug/screengen-tool"]\n'), "")

    def test_the_header_names_the_version(self):
        self.assertTrue(cbp.header_ok("// Generated by screengen 0.1.0. Do not edit.", "0.1.0"))
        self.assertFalse(cbp.header_ok("// Generated by screengen 0.1.01. Do not edit.", "0.1.0"))
        self.assertFalse(cbp.header_ok("", "0.1.0"))

    def test_tail_is_what_command_substitution_gives(self):
        self.assertEqual(cbp.tail("a\nb\nc\n", 2), "b\nc")
        self.assertEqual(cbp.tail("", 30), "")


class RunTests(unittest.TestCase):
    def test_a_bundle_folder_without_the_plugin_package_fails_first(self):
        with tempfile.TemporaryDirectory() as out:
            os.makedirs(os.path.join(out, "screengen.artifactbundle"))
            open(os.path.join(out, "screengen.artifactbundle", "info.json"), "w").close()
            stdout, err = io.StringIO(), io.StringIO()
            with redirect_stdout(stdout), redirect_stderr(err):
                self.assertEqual(cbp.main([out], env={}), 1)
            self.assertEqual(stdout.getvalue(), f"== 0. the artifact bundle and the plugin package (by path) in {out}\n")
            self.assertEqual(err.getvalue(), f"check-binary-plugin: FAILED: no plugin package in {out}\n")

    def test_a_wrong_checksum_fails(self):
        with tempfile.TemporaryDirectory() as out:
            for name, text in (("screengen.artifactbundle/info.json", "{}"), ("screengen-plugins/Package.swift", ""),
                               ("screengen.artifactbundle.zip", "zip"), ("checksum.txt", "0" * 64 + "\n")):
                os.makedirs(os.path.dirname(os.path.join(out, name)), exist_ok=True)
                with open(os.path.join(out, name), "w") as file:
                    file.write(text)
            err = io.StringIO()
            with redirect_stdout(io.StringIO()), redirect_stderr(err):
                self.assertEqual(cbp.main([out], env={}), 1)
            self.assertEqual(err.getvalue(), "check-binary-plugin: FAILED: checksum.txt is not the zip's SHA-256\n")
            with open(os.path.join(out, "checksum.txt"), "w") as file:
                file.write(cbp.sha256_file(os.path.join(out, "screengen.artifactbundle.zip")) + "\n")
            err = io.StringIO()
            with redirect_stdout(io.StringIO()), redirect_stderr(err):
                self.assertEqual(cbp.main([out], env={}), 1)
            self.assertEqual(err.getvalue(),
                             f"check-binary-plugin: FAILED: no bin/screengen in {out}/screengen.artifactbundle\n")

    def test_a_relative_bundle_folder_is_the_callers(self):
        with tempfile.TemporaryDirectory() as temp:
            stdout = io.StringIO()
            cwd = os.getcwd()
            os.chdir(temp)
            try:
                os.makedirs("out/screengen.artifactbundle")
                open("out/screengen.artifactbundle/info.json", "w").close()
                with redirect_stdout(stdout), redirect_stderr(io.StringIO()):
                    cbp.main(["out"], env={})
            finally:
                os.chdir(cwd)
            self.assertIn(f"in {os.path.realpath(temp)}/out\n", stdout.getvalue().replace(temp, os.path.realpath(temp)))

    def test_keep_keeps_the_temporary_folder(self):
        with tempfile.TemporaryDirectory() as out, tempfile.TemporaryDirectory() as temp, \
                mock.patch.object(tempfile, "tempdir", temp):
            stdout = io.StringIO()
            with redirect_stdout(stdout), redirect_stderr(io.StringIO()):
                os.makedirs(os.path.join(out, "screengen.artifactbundle"))
                open(os.path.join(out, "screengen.artifactbundle", "info.json"), "w").close()
                cbp.main([out], env={"KEEP": "1"})
            kept = stdout.getvalue().split("\n")[-2]
            self.assertTrue(kept.startswith("kept "))
            self.assertTrue(os.path.isdir(kept[len("kept "):]))
            self.assertEqual(os.path.dirname(kept[len("kept "):]), temp)


class EntryPointTests(unittest.TestCase):
    def test_the_shell_entry_point_runs_this_script(self):
        done = subprocess.run([os.path.join(cbp.REPO, "Scripts", "check-binary-plugin.sh"), "--help"],
                              capture_output=True, text=True)
        self.assertEqual(done.returncode, 0)
        self.assertIn("Usage: Scripts/check-binary-plugin.sh [BUNDLE_OUTDIR]", done.stdout)

    def test_two_arguments_are_refused(self):
        err = io.StringIO()
        with redirect_stderr(err):
            self.assertEqual(cbp.main(["a", "b"], env={}), 2)
        self.assertEqual(err.getvalue(), "check-binary-plugin: takes at most one argument, BUNDLE_OUTDIR (see --help)\n")


if __name__ == "__main__":
    unittest.main()
