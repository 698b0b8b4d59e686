#!/usr/bin/env python3
"""The binary plugin end to end, as a client meets it (issue #22): builds the release artifact
bundle, writes the plugin package referencing it by path, and builds a client package that
takes the runtime from this repository and the build plugin from the plugin package. Checks:
  1. the bundle's binary links no libyaml and no Swift runtime library, and runs (lint and
     build) with an empty environment;
  2. the client builds with pkg-config finding nothing (no libyaml on the search paths), and
     no screengen source is compiled: no screengen, ScreenGen* or ArgumentParser module;
  3. the plugin wrote one file per YAML file, headed with the tool's version, and the client's
     code that uses the generated routes runs;
  4. a YAML mistake fails the build with the tool's file:line:column line.

Usage: Scripts/check-binary-plugin.sh [BUNDLE_OUTDIR]   (reuses a bundle already written there;
       KEEP=1 keeps the temporary folder)

Each step prints `== N. …`; the first check that fails prints `check-binary-plugin: FAILED: …`
on stderr and exits 1. `check-binary-plugin: all checks passed` and exit 0 otherwise.

Scripts/check-binary-plugin.sh is the documented entry point; it runs this file. What needs no
build (the version, the client package, reading ldd, SwiftPM's output and the client's .build:
what was compiled, which tool ran, the outputs) is in functions tested by
Scripts/test_check_binary_plugin.py.
"""

import fnmatch
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = "check-binary-plugin: "
VERSION_FILE = "Sources/ScreenGenCore/Driver/ToolVersion.swift"


class Failed(Exception):
    """A check failed: `check-binary-plugin: FAILED: <message>` on stderr, exit 1."""


def say(text):
    print(text, flush=True)


def tell(text):
    print(text, file=sys.stderr, flush=True)


# MARK: - The bundle and its binary


def tool_version(source):
    """The version ToolVersion.swift declares (`static let current = "…"`), as sed reads it."""
    found = []
    for line in source.split("\n"):
        match = re.search(r'.*static let current = "(.*)"', line)
        if match:
            found.append(match.group(1) + line[match.end():])
    return "\n".join(found)


def sha256_file(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for chunk in iter(lambda: file.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def walk(root):
    """Every path under root (root's name in front, as find prints them), folders and files,
    sorted; symbolic links are listed, not followed."""
    paths = []
    for folder, folders, files in os.walk(root):
        paths += [os.path.join(folder, name) for name in folders + files]
    return sorted(paths, key=os.fsencode)


def bundle_binary(paths):
    """The screengen executable of a bundle: the first file path ending in /bin/screengen."""
    for path in paths:
        if fnmatch.fnmatchcase(path, "*/bin/screengen") and os.path.isfile(path) and not os.path.islink(path):
            return path
    return None


FORBIDDEN_LIBRARIES = r"libyaml|libswift|libFoundation|libdispatch|/opt/swift"


def forbidden_links(ldd_output):
    """The lines of ldd's output that name libyaml or a Swift toolchain library."""
    return [line for line in ldd_output.split("\n") if re.search(FORBIDDEN_LIBRARIES, line)]


# MARK: - The client


def client_manifest(out):
    """The client's Package.swift: the runtime from this repository, the build plugin from the
    plugin package in out."""
    return f"""// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../screengen"),
        .package(path: "{out}/screengen-plugins"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "ScreenNavigation", package: "screengen")],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen-plugins")]
        ),
    ]
)
"""


GRAPH_YAML = "graph:\n  root: home\nscreens:\n  home:\n    view: HomeView\n"

APP_YAML = """graph:
  root: home
screens:
  home:
    view: HomeView
    title: Home
    transitions:
      open: detail
      about: more.about
  detail:
    view: DetailView
    params:
      id: Int
"""

MORE_YAML = "feature: more\nscreens:\n  about:\n    view: AboutView\n"

MAIN_SWIFT = """import ScreenNavigation

@MainActor
func journey() throws -> Route {
    let navigation = NavigationState<RouteGraph>()
    try HomeDirections(navigation).open(id: 42)
    return navigation.topRoute
}
print("top route: \\(try MainActor.assumeIsolated { try journey() })")
"""

EXPECTED_OUTPUTS = ["Screens.app.generated.swift", "Screens.generated.swift", "Screens.more.generated.swift"]
EXPECTED_RUN = "top route: detail(id: 42)"


def misspell_target(app_yaml):
    """sed 's/      open: detail/      open: detial/'."""
    return "\n".join(line.replace("      open: detail", "      open: detial", 1) for line in app_yaml.split("\n"))


def error_line(app):
    """The misspelled target, located in app.yaml."""
    return (f"{app}/screens/app.yaml:8:13: error: transition 'open' targets unknown screen 'detial'; "
            "did you mean 'detail'? [unknown-screen]")


# MARK: - Reading the build


def lines_of(text):
    if not text:
        return []
    return (text[:-1] if text.endswith("\n") else text).split("\n")


def tool_ran(log):
    """Whether the plugin ran the bundle's tool over the client's three screens."""
    pattern = r"^screengen: 3 screens, 2 transitions, 0 warnings → .*/ScreengenBinaryBuildPlugin/ \(3 files written\)$"
    return any(re.search(pattern, line) for line in lines_of(log))


def compiled_screengen(log):
    """The lines of a build's output that compile screengen's own modules."""
    pattern = r"Compiling (screengen|ScreenGen[A-Za-z]*|ArgumentParser[A-Za-z]*|CYAML|CAllocator) "
    return [line for line in lines_of(log) if re.search(pattern, line)]


def screengen_objects(paths):
    """Objects and modules SwiftPM built for screengen's targets (a folder per target of the
    graph is laid out anyway; what is compiled shows as object files and modules)."""
    return [path for path in paths
            if any(fnmatch.fnmatchcase(path, pattern)
                   for pattern in ("*/screengen*.build/*", "*/ScreenGen[CDY]*.build/*", "*/ArgumentParser*.build/*"))
            and any(fnmatch.fnmatchcase(os.path.basename(path), name) for name in ("*.o", "*.swiftmodule"))][:5]


def screengen_modules(paths):
    """Swift modules of screengen or swift-argument-parser anywhere in a .build."""
    return [path for path in paths
            if fnmatch.fnmatchcase(os.path.basename(path), "*.swiftmodule")
            and any(fnmatch.fnmatchcase(os.path.basename(path), name)
                    for name in ("ScreenGen[CDY]*", "ArgumentParser*", "screengen*"))][:5]


def linked_tools(paths):
    """A screengen tool linked in the client: `screengen-tool` or `…/debug/screengen` files."""
    return [path for path in paths if os.path.isfile(path) and not os.path.islink(path)
            and (os.path.basename(path) == "screengen-tool" or fnmatch.fnmatchcase(path, "*/debug/screengen"))]


def bundle_tool(debug_yaml):
    """The screengen the build ran, from .build/debug.yaml: the first quoted path into an
    .artifactbundle's bin/screengen, or ""."""
    match = re.search(r'"[^"\n]*\.artifactbundle/[^"\n]*/bin/screengen"', debug_yaml)
    return match.group(0).strip('"') if match else ""


def header_ok(first_line, version):
    """The generated file's first line names the tool's version."""
    return first_line.startswith(f"// Generated by screengen {version}. ")


# MARK: - Running


def tail(text, count):
    """The last count lines, as `$(tail -N file)` gives them."""
    return "\n".join(lines_of(text)[-count:]).rstrip("\n")


def whole(text):
    return text.rstrip("\n")


def read_text(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def run_into(command, log, cwd=None, env=None):
    """Runs command with its output (stdout and stderr) into the file log; returns its status
    (127 when it cannot be run, as a shell says)."""
    with open(log, "w") as out:
        try:
            return subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, cwd=cwd, env=env).returncode
        except OSError as error:
            out.write(f"{command[0]}: {error.strerror}\n")
            return 127


def run_captured(command, cwd=None, env=None):
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=cwd, env=env)
    except OSError as error:
        return 127, f"{command[0]}: {error.strerror}"
    return done.returncode, done.stdout.decode("utf-8", "replace")


def run_stdout(command, cwd=None):
    """Runs command; returns (status, its standard output); what it says on stderr shows."""
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, cwd=cwd)
    except OSError as error:
        return 127, f"{command[0]}: {error.strerror}"
    return done.returncode, done.stdout.decode("utf-8", "replace")


def died_from_signal(returncode):
    """The signal a process died from (Python's negative code, or a shell's 128+N), or None."""
    if returncode < 0:
        return -returncode
    if returncode >= 128:
        return returncode - 128
    return None


def no_libyaml_env(env):
    """The client's build environment: pkg-config finds nothing (no libyaml on the search paths)."""
    return {**env, "PKG_CONFIG_PATH": "", "PKG_CONFIG_LIBDIR": "/nonexistent"}


class Check:
    def __init__(self, work, out, env, repo=REPO):
        self.work, self.out, self.env, self.repo = work, out, env, repo
        self.client = os.path.join(work, "Client")
        self.app = os.path.join(self.client, "Sources", "App")
        self.last = os.path.join(work, "last.log")
        self.version = tool_version(read_text(os.path.join(repo, VERSION_FILE)))

    @property
    def log(self):
        return read_text(self.last)

    def build(self):
        """`swift build` in the client with pkg-config finding nothing; a build that dies from
        a signal (SwiftPM 6.3's random SIGSEGV) is retried once, as elsewhere."""
        command, env = ["swift", "build"], no_libyaml_env(self.env)
        status = run_into(command, self.last, self.client, env)
        signal = died_from_signal(status)
        if signal is not None:
            tell(f"{PREFIX}swift build died from signal {signal}; retrying once")
            status = run_into(command, self.last, self.client, env)
        return status == 0

    def run(self):
        say(f"== 0. the artifact bundle and the plugin package (by path) in {self.out}")
        if not os.path.isfile(os.path.join(self.out, "screengen.artifactbundle", "info.json")):
            started = time.monotonic()
            bundle_log = os.path.join(self.work, "bundle.log")
            if run_into([os.path.join(self.repo, "Scripts", "artifact-bundle.sh"), self.out, "--local"], bundle_log) != 0:
                raise Failed(f"artifact-bundle.sh failed: {tail(read_text(bundle_log), 30)}")
            last = lines_of(read_text(bundle_log))[-5:]
            say(f"   built in {int(time.monotonic() - started)} s: {last[0] if last else ''}")
        if not os.path.isfile(os.path.join(self.out, "screengen-plugins", "Package.swift")):
            raise Failed(f"no plugin package in {self.out}")
        try:
            checksum = read_text(os.path.join(self.out, "checksum.txt")).rstrip("\n")
            matches = checksum == sha256_file(os.path.join(self.out, "screengen.artifactbundle.zip"))
        except OSError:
            matches = False
        if not matches:
            raise Failed("checksum.txt is not the zip's SHA-256")

        say("== 1. the binary needs no libyaml and no toolchain")
        binary = bundle_binary(walk(os.path.join(self.out, "screengen.artifactbundle")))
        if binary is None:
            raise Failed(f"no bin/screengen in {self.out}/screengen.artifactbundle")
        status, libs = run_captured(["ldd", binary])
        if status != 0:
            raise Failed(f"ldd {binary}: {whole(libs)}")
        forbidden = forbidden_links(whole(libs))
        if forbidden:
            for line in forbidden:
                say(line)
            raise Failed("the binary links the above")
        graph = os.path.join(self.work, "graph")
        write_text(os.path.join(graph, "app.yaml"), GRAPH_YAML)
        if run_into([binary, "lint", graph], self.last, env={}) != 0:
            raise Failed(f"lint under env -i: {whole(self.log)}")
        graph_out = os.path.join(self.work, "graph-out")
        if run_into([binary, "build", graph, "--output", graph_out + "/"], self.last, env={}) != 0:
            raise Failed(f"build under env -i: {whole(self.log)}")
        if not os.path.isfile(os.path.join(graph_out, "Screens.app.generated.swift")):
            raise Failed("build under env -i wrote no files")

        say("== 2. a client builds through the binary plugin, compiling nothing of screengen")
        os.symlink(self.repo, os.path.join(self.work, "screengen"))  # the dependency's identity comes from its folder name
        write_text(os.path.join(self.client, "Package.swift"), client_manifest(self.out))
        write_text(os.path.join(self.app, "screens", "app.yaml"), APP_YAML)
        write_text(os.path.join(self.app, "screens", "more.yaml"), MORE_YAML)
        write_text(os.path.join(self.app, "main.swift"), MAIN_SWIFT)
        started = time.monotonic()
        if not self.build():
            raise Failed(f"the client did not build: {tail(self.log, 30)}")
        say(f"   clean build in {int(time.monotonic() - started)} s")
        if not tool_ran(self.log):
            raise Failed(f"the plugin did not run the tool: {whole(self.log)}")
        compiled = compiled_screengen(self.log)
        if compiled:
            for line in compiled:
                say(line)
            raise Failed("screengen sources were compiled")
        paths = [os.path.relpath(path, self.client) for path in walk(os.path.join(self.client, ".build"))]
        built = screengen_objects(paths)
        if built:
            raise Failed("the client's .build holds screengen objects: " + "\n".join(built))
        modules = screengen_modules(paths)
        if modules:
            raise Failed("the client's .build holds screengen modules: " + "\n".join(modules))
        if linked_tools([os.path.join(self.client, path) for path in paths]):
            raise Failed("a screengen tool was linked in the client")
        # The tool the build ran: the bundle's (in place for a local bundle, unzipped under
        # .build/artifacts for a URL).
        try:
            used = bundle_tool(read_text(os.path.join(self.client, ".build", "debug.yaml")))
        except OSError:
            used = ""
        used_path = os.path.join(self.client, used)
        if not used or not os.access(used_path, os.X_OK):
            raise Failed("the build ran no screengen from the artifact bundle")
        if "libyaml" in run_captured(["ldd", used_path])[1]:
            raise Failed("the tool SwiftPM unpacked links libyaml")

        say("== 3. per-file outputs, the version in their header, the generated code used")
        outputs_root = os.path.join(self.client, ".build", "plugins", "outputs")
        found = [path for path in walk(outputs_root) if os.path.basename(path) == "Screens.generated.swift"]
        outputs = os.path.dirname(found[0]) if found else ""
        names = sorted((name for name in os.listdir(outputs) if not name.startswith(".")), key=os.fsencode) \
            if outputs and os.path.isdir(outputs) else []
        if names != EXPECTED_OUTPUTS:
            raise Failed("unexpected outputs: " + "\n".join(names))
        first = lines_of(read_text(os.path.join(outputs, "Screens.generated.swift")))[:1]
        if not header_ok(first[0] if first else "", self.version):
            raise Failed(f"header: {first[0] if first else ''}")
        _, bin_path = run_stdout(["swift", "build", "--show-bin-path"], cwd=self.client)
        status, ran = run_stdout([os.path.join(bin_path.strip(), "App")], cwd=self.client)
        if status != 0 or whole(ran) != EXPECTED_RUN:
            raise Failed(f"the client printed: {whole(ran)}")

        say("== 4. a YAML mistake fails the build on its line")
        app_yaml = os.path.join(self.app, "screens", "app.yaml")
        write_text(app_yaml, misspell_target(read_text(app_yaml)))
        if self.build():
            raise Failed("a graph with an error built")
        if error_line(self.app) not in lines_of(self.log):
            raise Failed(f"the error was not located: {whole(self.log)}")

        say(f"{PREFIX}all checks passed")


def main(argv=None, env=None):
    argv = sys.argv[1:] if argv is None else argv
    env = dict(os.environ if env is None else env)
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__.split("\nScripts/check-binary-plugin.sh is the documented")[0].rstrip())
        return 0
    if len(argv) > 1:
        tell(f"{PREFIX}takes at most one argument, BUNDLE_OUTDIR (see --help)")
        return 2
    work = tempfile.mkdtemp()
    # A folder given relative to the caller's directory stays that folder for the client,
    # whose manifest names it.
    out = os.path.abspath(argv[0]) if argv and argv[0] else os.path.join(work, "out")
    try:
        Check(work, out, env).run()
        return 0
    except Failed as failure:
        tell(f"{PREFIX}FAILED: {failure}")
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        if env.get("KEEP"):
            say(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
