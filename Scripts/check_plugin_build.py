#!/usr/bin/env python3
"""The build plugin as a user meets it: a package that depends on screengen by path, with a
target that has screens/ and one that does not. Checks, in order:
  1. the first build generates the routes, and code using them compiles;
  2. a build with nothing changed runs no generation step and compiles nothing (see step 2
     for the one relink SwiftPM does right after a clean build);
  3. editing one YAML file regenerates once, then the build is quiet again;
  4. adding a YAML file to screens/ is picked up, with a generated file of its own;
  4b. editing one feature's YAML file rewrites and recompiles only that feature's file;
  4c. a change to one feature's route enum recompiles no file that does not move into it;
  5. a warning in the graph shows as a `warning:` line and the build succeeds;
  6. an error fails the build with the tool's `file:line:column: error:` line;
  7. the target without screens/ is left alone;
  8. `swift package screengen lint [--strict]` reports and fails like `screengen lint`;
  9. `swift package screengen-generate` writes the same code into the package (as one file);
 10. a target with both committed code and the build plugin fails with what to do, not
     SwiftPM's "multiple producers" error, and builds again once the committed code is gone;
 11. `swift package screengen --help` and `screengen-generate --help` print their usage.

Usage: Scripts/check-plugin-build.sh   (KEEP=1 keeps the temporary folder)

Each step prints `== N. …`; the first check that fails prints `check-plugin-build: FAILED: …`
on stderr and exits 1. `check-plugin-build: all checks passed` and exit 0 otherwise. Needs swift
and libyaml (the client builds screengen for the plugin, as a user's package does).

Scripts/check-plugin-build.sh is the documented entry point; it runs this file. What needs no
build (the client package and its YAML edits, reading SwiftPM's output: generation steps,
rewritten and compiled files, diagnostics, the generated code's body) is in functions tested by
Scripts/test_check_plugin_build.py.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = "check-plugin-build: "
# Where the build plugin writes the App target's files, relative to the client package.
OUTPUTS = ".build/plugins/outputs/consumer/App/destination/ScreengenBuildPlugin"
PLAIN_OUTPUT = ".build/plugins/outputs/consumer/Plain/destination/ScreengenBuildPlugin/Screens.generated.swift"


class Failed(Exception):
    """A check failed: `check-plugin-build: FAILED: <message>` on stderr, exit 1."""


def say(text):
    print(text, flush=True)


def tell(text):
    print(text, file=sys.stderr, flush=True)


# MARK: - The client package

MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "../screengen")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "ScreenNavigation", package: "screengen")],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen")]
        ),
        .target(name: "Plain", plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen")]),
    ]
)
"""

APP_YAML = """graph:
  root: home
screens:
  home:
    view: HomeView
    title: Home
    transitions:
      open: detail
  detail:
    view: DetailView
    params:
      id: Int
"""

APP_SWIFT = """import ScreenNavigation

@MainActor
func openDetail() throws -> Route {
    let state = NavigationState<RouteGraph>()
    try HomeDirections(state).open(id: 1)
    return state.topRoute
}
"""

PLAIN_SWIFT = "public let plain = 1\n"

EXTRA_YAML = """feature: extra
screens:
  about:
    view: AboutView
"""

MORE_YAML = """feature: more
screens:
  info:
    view: InfoView
    title: Info
"""

# A file that builds a value of the route enum (or of Navigation.AlertContent<Route>) depends on every
# feature's route enum by name, so any such change recompiled it. 'more' moves, awaits a
# result, goes back with a route and shows an alert whose button navigates, all without
# moving into 'extra': editing 'extra' must leave its file alone.
LARGER_MORE_YAML = """feature: more
screens:
  info:
    view: InfoView
    title: Info
    transitions:
      pick: picker
      confirm: { to: sure, style: alert }
      restart: { pop-to: home, to: detail, args: { id: count } }
    params:
      count: { type: Int, default: 0 }
  picker:
    view: PickerView
    returns: Int
  sure:
    kind: alert
    title: Sure?
    buttons:
      yes: { title: Yes, to: home, style: replace }
      no: { title: No, role: cancel }
"""


def edit_lines(text, edit):
    """Text with each line (without its newline) replaced by the lines edit(line) returns, as
    sed does: the last line keeps or lacks its newline."""
    if not text:
        return text
    end = "\n" if text.endswith("\n") else ""
    lines = [new for line in (text[:-1] if end else text).split("\n") for new in edit(line)]
    return "\n".join(lines) + (end if lines else "")


def substitute(text, old, new):
    """sed 's/old/new/' with both literal: the first old on each line becomes new (which may
    hold newlines)."""
    return edit_lines(text, lambda line: [line.replace(old, new, 1)])


def remove(text, old):
    """sed 's/old//; /^$/d': old taken out of each line, and the lines left empty dropped."""
    return edit_lines(text, lambda line: [rest] if (rest := line.replace(old, "", 1)) else [])


# The edits the steps make, each a function of the file's text.
def retitle_home(app_yaml):  # 3
    return substitute(app_yaml, "title: Home", "title: Start")


def title_about(extra_yaml):  # 4b
    return substitute(extra_yaml, "    view: AboutView", "    view: AboutView\n    title: About us")


def link_more(app_yaml):  # 4c: home moves into the larger 'more'
    return substitute(app_yaml, "      open: detail", "      open: detail\n      more: more.info")


def unlink_more(app_yaml):  # 4c, after the check
    return remove(app_yaml, "      more: more.info")


def add_note_param(extra_yaml):  # 4c: 'extra''s route enum changes
    return substitute(extra_yaml, "    view: AboutView",
                      "    view: AboutView\n    params:\n      note: { type: String?, default: nil }")


def misspell_target(app_yaml):  # 6
    return substitute(app_yaml, "      open: detail", "      open: detial")


def fix_target(app_yaml):  # 8
    return substitute(app_yaml, "      open: detial", "      open: detail")


# MARK: - Reading SwiftPM's output


def text_lines(text):
    """The lines of text as grep sees them: split at newlines, the last newline ending a line."""
    if not text:
        return []
    return (text[:-1] if text.endswith("\n") else text).split("\n")


def tail(text, count):
    """The last count lines, as `$(tail -N file)` gives them."""
    return "\n".join(text_lines(text)[-count:]).rstrip("\n")


def whole(text):
    """A log as `$(cat file)` gives it: without its trailing newlines."""
    return text.rstrip("\n")


def generations(log):
    """How many times the build ran the tool: its `screengen: … screens …` summary lines."""
    return sum(1 for line in text_lines(log) if re.search(r"^screengen: .* screens", line))


def ends_with(log, pattern):
    """Whether a line ends with pattern (a regular expression)."""
    return any(re.search(pattern + "$", line) for line in text_lines(log))


def rewrote_nothing(log):
    """Whether the tool's run left every file as it was: `(0 files written, N unchanged)`."""
    return ends_with(log, r"\(0 files written, [0-9]* unchanged\)")


def compiled(log, pattern="Compiling App"):
    """What the build compiled, as `grep -o "Compiling App .*"` prints it: from the first
    `Compiling App ` of each line that has one to its end."""
    found = []
    for line in text_lines(log):
        match = re.search(re.escape(pattern) + " .*", line)
        if match:
            found.append(match.group(0))
    return found


def words(lines):
    """Lines as `tr '\\n' ' '` joins them (each followed by a space), or `nothing`."""
    return "".join(line + " " for line in lines) or "nothing"


def has_line(log, line):
    return line in text_lines(log)


def warning_line(app):
    """The unreachable-screen warning of step 5, located in extra.yaml."""
    return (f"{app}/screens/extra.yaml:3:3: warning: screen 'extra.about' cannot be reached from any root "
            "[unreachable-screen]")


def error_line(app):
    """The misspelled target of step 6, located in app.yaml."""
    return (f"{app}/screens/app.yaml:8:13: error: transition 'open' targets unknown screen 'detial'; "
            "did you mean 'detail'? [unknown-screen]")


CONFLICT = re.compile(
    r"error: target 'App' applies ScreengenBuildPlugin and also contains committed generated code at "
    r".*/Sources/App/Generated/Screens\.generated\.swift \(written by screengen-generate\); use one of them")


def conflict_explained(log):
    return any(CONFLICT.search(line) for line in text_lines(log))


def body(content):
    """A generated file without its header (sed '1,/^#endif$/d'): everything after the first
    `#endif` line from the second line on; nothing when there is none."""
    lines = content.split(b"\n")
    for index in range(1, len(lines)):
        if lines[index] == b"#endif":
            return b"\n".join(lines[index + 1:])
    return b""


def died_from_signal(returncode):
    """The signal a process died from (Python's negative code, or a shell's 128+N), or None."""
    if returncode < 0:
        return -returncode
    if returncode >= 128:
        return returncode - 128
    return None


def run_into(command, log, cwd, append=False):
    """Runs command with its output (stdout and stderr) into the file log; returns its status
    (127 when it cannot be run, as a shell says)."""
    with open(log, "a" if append else "w") as out:
        try:
            return subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, cwd=cwd).returncode
        except OSError as error:
            out.write(f"{command[0]}: {error.strerror}\n")
            return 127


def build_into(command, log, cwd):
    """One build, its output in log. SwiftPM 6.3 has been seen to crash (SIGSEGV in libdispatch)
    at random: a build that dies from a signal is run once more, and both attempts' output is
    kept, so counts of generation steps stay right whichever side of it the crash fell."""
    status = run_into(command, log, cwd)
    signal = died_from_signal(status)
    if signal is not None:
        tell(f"{PREFIX}swift build died from signal {signal}; retrying once")
        status = run_into(command, log, cwd, append=True)
    return status


# MARK: - The checks


def read_text(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read()


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def listing(directory):
    """The names in a folder, one a line (`ls`), or nothing when there is no folder."""
    try:
        return "\n".join(sorted((name for name in os.listdir(directory) if not name.startswith(".")), key=os.fsencode))
    except OSError:
        return ""


class Check:
    def __init__(self, work, repo=REPO):
        self.work, self.repo = work, repo
        self.client = os.path.join(work, "Consumer")
        self.app = os.path.join(self.client, "Sources", "App")
        self.screens = os.path.join(self.app, "screens")
        self.outputs = os.path.join(self.client, OUTPUTS)
        self.last = os.path.join(work, "last.log")

    def lay_out(self):
        # The dependency's identity comes from its folder name, so give it a fixed one.
        os.symlink(self.repo, os.path.join(self.work, "screengen"))
        os.makedirs(self.screens)
        os.makedirs(os.path.join(self.client, "Sources", "Plain"))
        write_text(os.path.join(self.client, "Package.swift"), MANIFEST)
        write_text(self.yaml("app"), APP_YAML)
        write_text(os.path.join(self.app, "App.swift"), APP_SWIFT)
        write_text(os.path.join(self.client, "Sources", "Plain", "Plain.swift"), PLAIN_SWIFT)

    def yaml(self, name):
        return os.path.join(self.screens, f"{name}.yaml")

    def edit(self, name, change):
        write_text(self.yaml(name), change(read_text(self.yaml(name))))

    def build(self):
        """`swift build` in the client; its output is self.log."""
        return build_into(["swift", "build"], self.last, self.client) == 0

    def package(self, *args):
        """`swift package …` in the client (not retried); its output is self.log."""
        return run_into(["swift", "package", *args], self.last, self.client) == 0

    @property
    def log(self):
        return read_text(self.last)

    def output(self, name):
        return os.path.join(self.outputs, name)

    def run(self):
        self.lay_out()
        say("== 1. first build generates")
        if not self.build():
            raise Failed(f"first build failed: {tail(self.log, 20)}")
        if generations(self.log) != 1:
            raise Failed("expected one generation step in the first build")

        say("== 2. no-op rebuild")
        # After a clean build SwiftPM (6.3) links the plugin's tool once more on the next build
        # (its plugin-tools build and the main build both link it), and a relinked tool is a
        # changed input, so the generator may run once more here. It must then leave the output
        # untouched and nothing may recompile. From the build after that on, a build with
        # nothing changed must be silent.
        if not self.build():
            raise Failed("second build failed")
        if generations(self.log) != 0 and not rewrote_nothing(self.log):
            raise Failed("a rerun after the tool was relinked rewrote the output")
        if any("Compiling App" in line for line in text_lines(self.log)):
            raise Failed("a build with nothing changed compiled App")
        if not self.build():
            raise Failed("third build failed")
        if generations(self.log) != 0:
            raise Failed(f"a build with nothing changed ran the generator: {whole(self.log)}")
        if any(re.search(r"Compiling (App|Plain)", line) for line in text_lines(self.log)):
            lines = "\n".join(line for line in text_lines(self.log) if "Compiling" in line)
            raise Failed(f"a build with nothing changed compiled: {lines}")

        say("== 3. editing one YAML file regenerates once")
        self.edit("app", retitle_home)
        if not self.build():
            raise Failed("build after an edit failed")
        if generations(self.log) != 1:
            raise Failed("an edit did not regenerate exactly once")
        if not any("Compiling App" in line for line in text_lines(self.log)):
            raise Failed("an edit that changes the output did not recompile App")
        if not self.build():
            raise Failed("the build after an edit's rebuild failed")
        if generations(self.log) != 0:
            raise Failed("the build after an edit's rebuild was not quiet")

        say("== 4. a new YAML file is an input")
        write_text(self.yaml("extra"), EXTRA_YAML)
        if not self.build():
            raise Failed("build with a new file failed")
        if generations(self.log) != 1:
            raise Failed("a new YAML file did not regenerate")
        if not os.path.isfile(self.output("Screens.extra.generated.swift")):
            raise Failed(f"the new YAML file has no generated file of its own: {listing(self.outputs)}")

        say("== 4b. editing one feature recompiles only its generated file")
        write_text(self.yaml("more"), MORE_YAML)
        if not self.build():
            raise Failed("build with a second feature failed")
        self.edit("extra", title_about)
        if not self.build():
            raise Failed("build after a one-feature edit failed")
        if not ends_with(self.log, re.escape("(1 file written, 3 unchanged)")):
            raise Failed(f"a one-feature edit did not rewrite exactly one file: {whole(self.log)}")
        files = sorted(compiled(self.log))
        if files != ["Compiling App Screens.extra.generated.swift"]:
            raise Failed(f"a one-feature edit compiled: {words(files)}")

        say("== 4c. a change to one feature's route enum recompiles no unrelated feature's file")
        # A file that builds a value of the route enum (or of Navigation.AlertContent<Route>) depends on
        # every feature's route enum by name, so any such change recompiled it. 'more' moves,
        # awaits a result, goes back with a route and shows an alert whose button navigates, all
        # without moving into 'extra': editing 'extra' must leave its file alone.
        write_text(self.yaml("more"), LARGER_MORE_YAML)
        self.edit("app", link_more)
        if not self.build():
            raise Failed(f"build with the larger feature failed: {tail(self.log, 20)}")
        self.edit("extra", add_note_param)
        if not self.build():
            raise Failed(f"build after a route enum edit failed: {tail(self.log, 20)}")
        files = words(compiled(self.log))
        if "Screens.extra.generated.swift" not in files:
            raise Failed(f"the edited feature's file did not recompile: {files}")
        if "Screens.more.generated.swift" in files or "Screens.app.generated.swift" in files:
            raise Failed(f"a route enum edit in 'extra' recompiled unrelated files: {files}")
        self.edit("app", unlink_more)

        os.remove(self.yaml("more"))
        if not self.build():
            raise Failed("build after removing a feature failed")
        if os.path.exists(self.output("Screens.more.generated.swift")):
            raise Failed("the generated file of a removed YAML file stayed")

        say("== 5. warnings show and the build succeeds")
        if not has_line(self.log, warning_line(self.app)):
            raise Failed(f"the unreachable-screen warning was not shown: {whole(self.log)}")

        say("== 6. errors fail the build with located diagnostics")
        self.edit("app", misspell_target)
        if self.build():
            raise Failed("a graph with an error built")
        if not has_line(self.log, error_line(self.app)):
            raise Failed(f"the error was not shown as file:line:column: {whole(self.log)}")

        say("== 7. a target without screens/ is left alone")
        if os.path.exists(os.path.join(self.client, PLAIN_OUTPUT)):
            raise Failed("the plugin generated code for a target without screens/")

        say("== 8. the command plugin lints")
        if self.package("screengen", "lint"):
            raise Failed("lint passed a graph with an error")
        if "error: transition 'open' targets unknown screen 'detial'" not in self.log:
            raise Failed(f"lint did not show the error: {whole(self.log)}")
        self.edit("app", fix_target)
        if not self.package("screengen", "lint"):
            raise Failed(f"lint failed on a graph with only warnings: {whole(self.log)}")
        if self.package("screengen", "lint", "--strict"):
            raise Failed("lint --strict passed a graph with a warning")

        say("== 9. the command plugin writes generated code into the package")
        if not self.package("--allow-writing-to-package-directory", "screengen-generate", "--target", "App"):
            raise Failed(f"generate failed: {whole(self.log)}")
        generated = os.path.join(self.app, "Generated", "Screens.generated.swift")
        if not os.path.isfile(generated):
            raise Failed(f"generate wrote no {generated}")
        # The one file is the build plugin's files in one: the graph-wide part, then each YAML file's.
        if not self.same_code(generated):
            self.build()
            if not self.same_code(generated):
                raise Failed("generate and the build plugin disagree")
        if os.path.exists(os.path.join(self.client, "Sources", "Plain", "Generated")):
            raise Failed("generate wrote into a target without screens/")

        say("== 10. committed code and the build plugin on one target: told what to do")
        if self.build():
            raise Failed("a target with committed code and the build plugin built")
        if not conflict_explained(self.log):
            raise Failed(f"the conflict was not explained: {whole(self.log)}")
        if "multiple producers" in self.log:
            raise Failed("SwiftPM's multiple-producers error still shows")
        shutil.rmtree(os.path.join(self.app, "Generated"))
        if not self.build():
            raise Failed(f"the build failed after the committed code was removed: {tail(self.log, 20)}")

        say("== 11. the command plugins explain themselves")
        if not self.package("screengen", "--help"):
            raise Failed(f"screengen --help failed: {whole(self.log)}")
        if "USAGE: swift package screengen lint [--strict] [--target NAME …]" not in self.log:
            raise Failed(f"no usage: {whole(self.log)}")
        # SwiftPM asks for the write permission before any plugin code runs, even for --help.
        if not self.package("--allow-writing-to-package-directory", "screengen-generate", "--help"):
            raise Failed(f"screengen-generate --help failed: {whole(self.log)}")
        if "USAGE: swift package --allow-writing-to-package-directory screengen-generate" not in self.log:
            raise Failed(f"no usage: {whole(self.log)}")

        say(f"{PREFIX}all checks passed")

    def same_code(self, generated):
        parts = ("Screens.generated.swift", "Screens.app.generated.swift", "Screens.extra.generated.swift")
        try:
            return body(read_bytes(generated)) == b"".join(body(read_bytes(self.output(name))) for name in parts)
        except OSError:
            return False


def main(argv=None, env=None):
    argv = sys.argv[1:] if argv is None else argv
    env = os.environ if env is None else env
    if argv in (["-h"], ["--help"]):
        print(__doc__.split("\nScripts/check-plugin-build.sh is the documented")[0].rstrip())
        return 0
    if argv:
        tell(f"{PREFIX}takes no arguments (see --help)")
        return 2
    work = tempfile.mkdtemp()
    try:
        Check(work).run()
        return 0
    except Failed as failure:
        tell(f"{PREFIX}FAILED: {failure}")
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        if not env.get("KEEP"):
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
