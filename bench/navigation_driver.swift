// The navigation benchmark's driver (#23), compiled in release with the generated code of one
// `bench/generate.py` graph (Route, RouteGraph) and the ScreenNavigation runtime by
// bench/navigation.py.
//
// usage: navigation-driver [RUNS] [MOVES]
//
// Measures, in this thread's CPU time (the machine may be shared):
//   paths   `RouteGraph.pathsToEveryScreen()`: the best of RUNS calls, in ms, and per screen
//   move    a declared move and back (`perform(Move(from: .home, to: f0001.s001, .push))`, then
//           `pop()`), ns per move, without a recorder and with one attached: RUNS rounds of a
//           plain pass, a recorded one and a plain one again, MOVES each, so all see the same
//           machine; best pass of each, and the two plain bests' difference as the noise
// The last line is one `RESULT key=value …` line.
import Foundation
@_spi(Generated) import ScreenNavigation

let arguments = CommandLine.arguments
let runs = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
let moveCount = arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000

/// This thread's CPU time in ns: unlike the wall clock, it does not count the time other
/// processes had the core.
func cpuNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

// The tables are `static let`s, built on first use: not part of what is measured.
let screens = RouteScreen.allCases.count
let transitions = RouteGraph.transitions.transitions.count

// (a) A path to every screen.
var pathsBest = Double.infinity
var reached = 0
for _ in 0..<runs {
    let start = cpuNanoseconds()
    let paths = RouteGraph.pathsToEveryScreen()
    pathsBest = min(pathsBest, cpuNanoseconds() - start)
    reached = paths.count
}
guard reached == screens else {
    print("error: \(reached) paths for \(screens) screens")
    exit(1)
}

// (b) A move, without and with a recorder.
let state = NavigationState<RouteGraph>()
let move = Move<RouteGraph>(from: .home, to: .f0001(.s001(itemID: 1)), style: .push)
let recorder = NavigationRecorder<RouteGraph>()

/// ns per move and back over one pass, recording or not.
@MainActor
func pass(recording: Bool) -> Double {
    state.events.recorder = recording ? recorder : nil
    let start = cpuNanoseconds()
    for _ in 0..<moveCount {
        do {
            try state.perform(move)
        } catch {
            fatalError("the benchmark's move was refused: \(error)")
        }
        state.pop()
    }
    return (cpuNanoseconds() - start) / Double(moveCount)
}

// Plain, recorded, plain again, RUNS times: the two plain bests differ by the noise of the
// measurement, which a difference smaller than it does not exceed.
var plain = Double.infinity
var recorded = Double.infinity
var plainAgain = Double.infinity
for _ in 0..<runs {
    plain = min(plain, pass(recording: false))
    recorded = min(recorded, pass(recording: true))
    plainAgain = min(plainAgain, pass(recording: false))
}
let noise = abs(plain - plainAgain)
plain = min(plain, plainAgain)
let counted = recorder.record.transitions.reduce(0) { $0 + $1.count }
guard counted == runs * moveCount else {
    print("error: the recorder counted \(counted) moves of \(runs * moveCount)")
    exit(1)
}

func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
print("screens \(screens), transitions \(transitions)")
print(
    "pathsToEveryScreen: \(format(pathsBest / 1e6, 2)) ms, \(format(pathsBest / Double(screens) / 1e3, 2)) µs per screen"
)
print(
    "move and back: \(format(plain, 1)) ns without a recorder, \(format(recorded, 1)) ns with one: +\(format(recorded - plain, 1)) ns (noise \(format(noise, 1)) ns)"
)
print(
    "RESULT screens=\(screens) transitions=\(transitions) paths_ms=\(format(pathsBest / 1e6, 3))"
        + " paths_us_per_screen=\(format(pathsBest / Double(screens) / 1e3, 3))"
        + " paths_ns_per_item=\(format(pathsBest / Double(screens + transitions), 1))"
        + " move_ns=\(format(plain, 1)) recorded_move_ns=\(format(recorded, 1)) recording_ns=\(format(recorded - plain, 1))"
        + " noise_ns=\(format(noise, 1))")
