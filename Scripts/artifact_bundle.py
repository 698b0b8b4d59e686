#!/usr/bin/env python3
"""The release artifact bundle of screengen and the binary plugin package that uses it.

    python3 Scripts/artifact_bundle.py OUTDIR [--url URL | --local] [--binary PATH]

(Scripts/artifact-bundle.sh is the documented entry point; it runs this.) Writes into OUTDIR:

- screengen.artifactbundle/   info.json (schemaVersion 1.0, artifact `screengen`, executable)
  and one variant per platform built here: on Linux the host's triple (x86_64- or
  aarch64-unknown-linux-gnu), built with the Swift runtime and libyaml linked statically; on
  macOS one universal arm64+x86_64 binary (libyaml linked statically too);
- screengen.artifactbundle.zip   the bundle, zipped reproducibly (same binary, same checksum);
- checksum.txt                   what `swift package compute-checksum` prints for the zip;
- screengen-plugins/             a package with a `.binaryTarget` and the build plugin, its
  sources copied from Plugins/ScreengenBuildPlugin (one source for both plugins). With --url
  it pins the release's URL and the checksum; with --local (the default) it points at a copy
  of the bundle inside it by `path:`, for testing before a release.

The version is ToolVersion.current (Sources/ScreenGenCore/Driver/ToolVersion.swift), which
`screengen --version` prints and every generated header carries; the built binary is checked
to print it.
"""

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION_FILE = "Sources/ScreenGenCore/Driver/ToolVersion.swift"
ARTIFACT = "screengen"
BUNDLE = "screengen.artifactbundle"
BINARY_TARGET = "ScreengenBinary"
# The plugin package's targets are named apart from the source package's (ScreengenBuildPlugin),
# because a client depends on both (the runtime comes from the source package) and SwiftPM
# refuses two targets of one name in a graph; the product keeps the name users write.
PLUGIN_TARGET = "ScreengenBinaryBuildPlugin"
PLUGIN_PRODUCT = "ScreengenBuildPlugin"
PLUGIN_SOURCES = "Plugins/ScreengenBuildPlugin"
MACOS_TRIPLES = ["arm64-apple-macosx", "x86_64-apple-macosx"]


def read_version(repo=REPO):
    """The tool's version, from the one place it is defined."""
    with open(os.path.join(repo, VERSION_FILE), encoding="utf-8") as file:
        match = re.search(r'static let current = "([^"]+)"', file.read())
    if not match:
        raise SystemExit(f"artifact-bundle: no version in {VERSION_FILE}")
    return match.group(1)


def variant_directory(version, platform_name):
    """The folder of one variant inside the bundle: screengen-0.1.0-linux-x86_64/."""
    return f"{ARTIFACT}-{version}-{platform_name}"


def info_json(version, variants):
    """The bundle's info.json: variants is a list of (relative executable path, [triples])."""
    return {
        "schemaVersion": "1.0",
        "artifacts": {
            ARTIFACT: {
                "version": version,
                "type": "executable",
                "variants": [{"path": path, "supportedTriples": triples} for path, triples in variants],
            }
        },
    }


def write_bundle(out_dir, version, binaries, strip=False):
    """Writes OUTDIR/screengen.artifactbundle from binaries: [(platform name, path, [triples])];
    with strip, the copies lose their symbol tables and debug sections (half the size on Linux).
    Returns the bundle and the copied executables."""
    bundle = os.path.join(out_dir, BUNDLE)
    if os.path.exists(bundle):
        shutil.rmtree(bundle)
    os.makedirs(bundle)
    variants = []
    for platform_name, binary, triples in binaries:
        relative = f"{variant_directory(version, platform_name)}/bin/{ARTIFACT}"
        destination = os.path.join(bundle, relative)
        os.makedirs(os.path.dirname(destination))
        shutil.copyfile(binary, destination)
        os.chmod(destination, 0o755)
        if strip:
            run(["strip", destination])
        variants.append((relative, triples))
    with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as file:
        json.dump(info_json(version, variants), file, indent=2)
        file.write("\n")
    return bundle, [os.path.join(bundle, path) for path, _ in variants]


def write_zip(directory, zip_path):
    """Zips a directory under its own name, reproducibly: sorted entries, fixed times, modes
    kept (the executable bit is what makes the tool runnable once SwiftPM unzips it)."""
    base = os.path.dirname(directory)
    entries = []
    for root, dirs, files in os.walk(directory):
        dirs.sort()
        entries.append(root)
        entries.extend(os.path.join(root, name) for name in sorted(files))
    with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in entries:
            name = os.path.relpath(path, base)
            is_dir = os.path.isdir(path)
            info = zipfile.ZipInfo(name + "/" if is_dir else name, date_time=(1980, 1, 1, 0, 0, 0))
            mode = 0o755 if is_dir or os.access(path, os.X_OK) else 0o644
            info.external_attr = ((0o040000 if is_dir else 0o100000) | mode) << 16
            info.create_system = 3  # Unix, so unzip restores the modes
            if is_dir:
                info.external_attr |= 0x10
                archive.writestr(info, b"")
            else:
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as file:
                    archive.writestr(info, file.read())


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for chunk in iter(lambda: file.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def compute_checksum(zip_path):
    """What `swift package compute-checksum` prints (a SHA-256), checked against our own."""
    ours = sha256(zip_path)
    try:
        printed = subprocess.run(
            ["swift", "package", "compute-checksum", zip_path], cwd=REPO, check=True,
            capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"artifact-bundle: swift package compute-checksum did not run ({error}); using SHA-256", file=sys.stderr)
        return ours
    if printed != ours:
        raise SystemExit(f"artifact-bundle: compute-checksum printed {printed}, SHA-256 is {ours}")
    return printed


def plugin_package_swift(version, url=None, checksum=None, path=None):
    """The plugin package's manifest: the binary target by url+checksum, or by path."""
    if (url is None) == (path is None) or (url is not None and not checksum):
        raise ValueError("give url and checksum, or path")
    binary = (f'.binaryTarget(\n            name: "{BINARY_TARGET}",\n            url: "{url}",\n'
              f'            checksum: "{checksum}"\n        )' if url is not None else
              f'.binaryTarget(name: "{BINARY_TARGET}", path: "{path}")')
    return f"""// swift-tools-version: 6.1
// Written by Scripts/artifact-bundle.sh for screengen {version}; do not edit by hand.
import PackageDescription

// screengen's build plugin, running a prebuilt screengen (an artifact bundle) instead of
// compiling it: nothing to install (no libyaml), nothing of the tool to compile.
// Use the plugin from here and the runtime from the screengen package:
//   .package(url: "<screengen>", from: "{version}"),         // ScreenNavigation
//   .package(url: "<screengen-plugins>", from: "{version}"), // this package
//   plugins: [.plugin(name: "{PLUGIN_PRODUCT}", package: "screengen-plugins")]
let package = Package(
    name: "screengen-plugins",
    products: [
        .plugin(name: "{PLUGIN_PRODUCT}", targets: ["{PLUGIN_TARGET}"]),
    ],
    targets: [
        {binary},
        // The sources of screengen's Plugins/ScreengenBuildPlugin, copied as they are.
        .plugin(
            name: "{PLUGIN_TARGET}",
            capability: .buildTool(),
            dependencies: ["{BINARY_TARGET}"],
            path: "Plugins/{PLUGIN_PRODUCT}"
        ),
    ]
)
"""


def copy_plugin_sources(repo, destination):
    """Copies the build plugin's sources (symlinks to Plugins/Shared followed) as they are."""
    source = os.path.join(repo, PLUGIN_SOURCES)
    os.makedirs(destination, exist_ok=True)
    names = sorted(name for name in os.listdir(source) if name.endswith(".swift"))
    for name in names:
        shutil.copyfile(os.path.join(source, name), os.path.join(destination, name))
    return names


def write_plugin_package(out_dir, version, repo=REPO, url=None, checksum=None):
    """Writes OUTDIR/screengen-plugins: by url and checksum, or (no url) with the bundle in it
    (hard links where possible) referenced by path."""
    package = os.path.join(out_dir, "screengen-plugins")
    if os.path.exists(package):
        shutil.rmtree(package)
    os.makedirs(package)
    copy_plugin_sources(repo, os.path.join(package, "Plugins", PLUGIN_PRODUCT))
    if url is None:
        def link_or_copy(source, target):
            try:
                os.link(source, target)
            except OSError:
                shutil.copy2(source, target)
        shutil.copytree(os.path.join(out_dir, BUNDLE), os.path.join(package, BUNDLE), copy_function=link_or_copy)
        manifest = plugin_package_swift(version, path=BUNDLE)
    else:
        manifest = plugin_package_swift(version, url=url, checksum=checksum)
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(manifest)
    return package


def run(command, **kwargs):
    print("+ " + " ".join(command), file=sys.stderr)
    return subprocess.run(command, check=True, **kwargs)


def pkg_config(*arguments):
    return subprocess.run(["pkg-config", *arguments, "yaml-0.1"], check=True, capture_output=True, text=True).stdout.strip()


def static_libyaml_config(scratch, libyaml_a):
    """A pkg-config folder whose yaml-0.1.pc links libyaml from a folder that holds only
    libyaml.a: pkg-config's own file names the system folder, where the linker finds the shared
    library first (and the module map's `link "yaml"` asks for -lyaml again). Kept at a fixed
    path in the scratch folder: SwiftPM caches the flags it read, so they must stay valid."""
    folder = os.path.join(scratch, "libyaml-static")
    os.makedirs(folder, exist_ok=True)
    archive = os.path.join(folder, "libyaml.a")
    if os.path.lexists(archive):
        os.remove(archive)
    os.symlink(os.path.abspath(libyaml_a), archive)
    with open(os.path.join(folder, "yaml-0.1.pc"), "w", encoding="utf-8") as file:
        file.write(f"Name: LibYAML\nDescription: libyaml, linked statically\nVersion: {pkg_config('--modversion')}\n"
                   f"Cflags: {pkg_config('--cflags')}\nLibs: -L{folder} -lyaml\n")
    return folder


def release_package(scratch, repo=REPO):
    """A package with no targets that depends on this one by path, to build the product from:
    built as the root package, this one would first build screengen a second time as the tool
    of the build plugins its example targets apply (SwiftPM prepares them for any product),
    which doubles the release build (231 s against 80 s on 2 cores)."""
    folder = os.path.join(scratch, "release-package")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as file:
        file.write('// swift-tools-version: 6.1\nimport PackageDescription\n\n'
                   '// Written by Scripts/artifact_bundle.py: builds screengen alone, see release_package().\n'
                   f'let package = Package(name: "screengen-release", dependencies: [.package(path: {json.dumps(repo)})], targets: [])\n')
    return folder


def swift_build_command(scratch, pc_folder, extra):
    """The `swift build` command (and its environment) that makes the release binary in scratch."""
    environment = dict(os.environ, PKG_CONFIG_PATH=pc_folder)
    command = ["swift", "build", "-c", "release", "--product", ARTIFACT, "--package-path", release_package(scratch),
               "--scratch-path", scratch, *extra]
    return command, environment


def swift_build(command, environment):
    """Runs a `swift_build_command` and returns its binaries' folder."""
    run(command, env=environment)
    return subprocess.run(command + ["--show-bin-path"], env=environment, check=True,
                          capture_output=True, text=True).stdout.strip()


def linked_libraries(binary):
    tool = ["otool", "-L"] if sys.platform == "darwin" else ["ldd"]
    return subprocess.run(tool + [binary], check=True, capture_output=True, text=True).stdout


def check_binary(binary, version):
    """The binary links no libyaml and no Swift runtime library, and runs with an empty
    environment (no toolchain on any search path)."""
    libraries = linked_libraries(binary)
    unwanted = [line.strip() for line in libraries.splitlines()
                if re.search(r"libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift", line)]
    if sys.platform == "darwin":  # the OS ships the Swift runtime; only libyaml must go
        unwanted = [line for line in unwanted if "libyaml" in line]
    if unwanted:
        raise SystemExit(f"artifact-bundle: {binary} links {unwanted}")
    printed = subprocess.run([binary, "--version"], env={}, check=True, capture_output=True, text=True).stdout.strip()
    if printed != version:
        raise SystemExit(f"artifact-bundle: {binary} --version prints {printed!r}, ToolVersion says {version!r}")


def linux_build_command(scratch):
    """The command and environment that build the Linux binary the bundle ships: the Swift
    runtime (`--static-swift-stdlib`) and libyaml (LIBYAML_STATIC, by default pkg-config's
    libdir's libyaml.a) linked statically. bench/run.sh measures the binary this builds."""
    libdir = pkg_config("--variable=libdir")
    libyaml_a = os.environ.get("LIBYAML_STATIC", os.path.join(libdir, "libyaml.a"))
    if not os.path.isfile(libyaml_a):
        raise SystemExit(f"artifact-bundle: no static libyaml at {libyaml_a} (apt-get install libyaml-dev, "
                         "or set LIBYAML_STATIC)")
    pc_folder = static_libyaml_config(scratch, libyaml_a)
    return swift_build_command(scratch, pc_folder, ["--static-swift-stdlib"])


def build_linux(scratch):
    machine = platform.machine()
    arch = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}[machine]
    bin_path = swift_build(*linux_build_command(scratch))
    return [(f"linux-{arch}", os.path.join(bin_path, ARTIFACT), [f"{arch}-unknown-linux-gnu"])]


def build_macos(scratch, out_dir):
    """One universal binary: each architecture built on its own (with its libyaml.a:
    LIBYAML_STATIC_ARM64 / LIBYAML_STATIC_X86_64, by default Homebrew's, which is the host's
    architecture only; a universal libyaml.a may serve both), then joined with lipo."""
    libdir = pkg_config("--variable=libdir")
    slices = []
    for triple in MACOS_TRIPLES:
        arch = triple.split("-")[0]
        libyaml_a = os.environ.get(f"LIBYAML_STATIC_{arch.upper()}", os.environ.get("LIBYAML_STATIC", os.path.join(libdir, "libyaml.a")))
        arch_scratch = os.path.join(scratch, arch)
        pc_folder = static_libyaml_config(arch_scratch, libyaml_a)
        bin_path = swift_build(*swift_build_command(arch_scratch, pc_folder, ["--triple", triple]))
        slices.append(os.path.join(bin_path, ARTIFACT))
    universal = os.path.join(out_dir, ".screengen-universal")
    run(["lipo", "-create", "-output", universal, *slices])
    return [("macos", universal, MACOS_TRIPLES)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--url", help="where the release serves screengen.artifactbundle.zip: the plugin package pins it and the checksum")
    mode.add_argument("--local", action="store_true", help="the plugin package references the bundle by path (the default)")
    parser.add_argument("--scratch-path", default=os.path.join(REPO, ".build-artifact"), help="the release build's folder (default .build-artifact)")
    parser.add_argument("--binary", help="bundle this already built binary instead of building (it is checked all the same)")
    arguments = parser.parse_args(argv)

    out_dir = os.path.abspath(arguments.outdir)
    os.makedirs(out_dir, exist_ok=True)
    version = read_version()
    if arguments.binary:
        triple = "x86_64-apple-macosx" if sys.platform == "darwin" else f"{platform.machine()}-unknown-linux-gnu"
        binaries = [("macos" if sys.platform == "darwin" else f"linux-{platform.machine()}", arguments.binary, [triple])]
    elif sys.platform == "darwin":
        binaries = build_macos(os.path.abspath(arguments.scratch_path), out_dir)
    else:
        binaries = build_linux(os.path.abspath(arguments.scratch_path))
    # Stripped on Linux (debug sections and symbols are half the binary); macOS binaries keep
    # theirs. Each copy is checked as it ships.
    bundle, executables = write_bundle(out_dir, version, binaries, strip=sys.platform != "darwin" and shutil.which("strip") is not None)
    for executable in executables:
        check_binary(executable, version)
    zip_path = bundle + ".zip"
    write_zip(bundle, zip_path)
    checksum = compute_checksum(zip_path)
    with open(os.path.join(out_dir, "checksum.txt"), "w", encoding="utf-8") as file:
        file.write(checksum + "\n")
    package = write_plugin_package(out_dir, version, url=arguments.url, checksum=checksum)
    universal = os.path.join(out_dir, ".screengen-universal")
    if os.path.exists(universal):
        os.remove(universal)

    size = os.path.getsize(executables[0])
    print(f"artifact-bundle: screengen {version}, {', '.join(t for _, _, ts in binaries for t in ts)}, "
          f"{size / 1e6:.1f} MB binary")
    print(f"  {bundle}\n  {zip_path}\n  {os.path.join(out_dir, 'checksum.txt')}: {checksum}\n"
          f"  {package} ({'url ' + arguments.url if arguments.url else 'bundle by path'})")


if __name__ == "__main__":
    main()
