// The deep-link benchmark's driver, compiled in release with the generated code of one graph
// (bench/out/deeplinks-N/Screens.generated.swift) and the ScreenNavigation runtime sources by
// bench/deeplinks.sh.
//
// usage: deeplinks-driver URLS.txt [RUNS]
//
// Prints the table's construction time (the first use of `BenchRouteGraph.deepLinks`, wall
// clock), then the best of RUNS passes over all URLs of three measurements, in ns per URL of
// this thread's CPU time (the machine may be shared; wall time is printed too):
//   parse  `Navigation.DeepLinkURL(parsing:)` only
//   match  parse + `DeepLinkTable.match` (the trie walk, values type-checked)
//   open   `BenchRouteGraph.destination(forLink:)`: parse, match, values converted, routes built
// and `open` again over the hits alone. The last line is one `RESULT key=value …` line.
import Foundation
@_spi(Generated) import ScreenNavigation

/// A tag: what the graph's `deeplinks.types` lists. Lower-case ASCII, digits and '-'.
struct Slug: Hashable, Sendable, LosslessStringConvertible {
    let text: String
    init?(_ description: String) {
        guard !description.isEmpty, description.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }) else {
            return nil
        }
        text = description
    }
    var description: String { text }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write("usage: deeplinks-driver URLS.txt [RUNS]\n".data(using: .utf8)!)
    exit(2)
}
let runs = arguments.count >= 3 ? Int(arguments[2]) ?? 5 : 5
let urls = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
let clock = ContinuousClock()

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

// Construction: the table is a `static let`, built on first use.
let constructionStart = clock.now
let table = BenchRouteGraph.deepLinks
let construction = clock.now - constructionStart
let patterns = table.patterns.count

/// This thread's CPU time in ns: unlike the wall clock, it does not count the time other
/// processes had the core (the benchmark machine is shared).
func cpuNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The best of `runs` passes of `body` over `batch`, in ns per URL of CPU time (and the wall
/// time of that pass); `body` returns a number that is summed so the work cannot be optimized
/// away.
func measure(_ batch: [String], _ body: (String) -> Int) -> (ns: Double, wall: Double, sink: Int) {
    var best = Double.infinity
    var bestWall = Double.infinity
    var sink = 0
    for _ in 0..<runs {
        var sum = 0
        let cpuStart = cpuNanoseconds()
        let elapsed = clock.measure {
            for url in batch { sum &+= body(url) }
        }
        let cpu = cpuNanoseconds() - cpuStart
        sink = sum
        if cpu < best * Double(batch.count) {
            best = cpu / Double(batch.count)
            bestWall = nanoseconds(elapsed) / Double(batch.count)
        }
    }
    return (best, bestWall, sink)
}

let parse = measure(urls) { text in
    do { return try Navigation.DeepLinkURL(parsing: text).segments.count } catch { return -1 }
}
let match = measure(urls) { text in
    do { return try table.match(Navigation.DeepLinkURL(parsing: text)).link } catch { return -1 }
}
var outcomes: [String: Int] = [:]
var hits: [String] = []
for text in urls {
    do {
        _ = try BenchRouteGraph.destination(forLink: text)
        outcomes["opened", default: 0] += 1
        hits.append(text)
    } catch {
        let name = Mirror(reflecting: error).children.first?.label ?? "\(error)"
        outcomes[name, default: 0] += 1
    }
}
let open = measure(urls) { text in
    do { return try BenchRouteGraph.destination(forLink: text).routes.count } catch { return -1 }
}
let openHits = measure(hits) { text in
    (try? BenchRouteGraph.destination(forLink: text).routes.count) ?? -1
}
let bytes = urls.reduce(0) { $0 + $1.utf8.count }

print("links: \(patterns), URLs: \(urls.count) (mean \(bytes / max(urls.count, 1)) bytes), best of \(runs) passes")
print("outcomes: " + outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
print(String(format: "table construction (first use): %.3f ms", nanoseconds(construction) / 1e6))
print(String(format: "CPU ns/URL   parse: %.0f   match: %.0f   open: %.0f   open, hits only: %.0f", parse.ns, match.ns, open.ns, openHits.ns))
print(String(format: "wall ns/URL  parse: %.0f   match: %.0f   open: %.0f   open, hits only: %.0f", parse.wall, match.wall, open.wall, openHits.wall))
print(String(format: "RESULT links=%d urls=%d construct_ms=%.3f parse_ns=%.1f match_ns=%.1f open_ns=%.1f open_hits_ns=%.1f open_wall_ns=%.1f sink=%d",
             patterns, urls.count, nanoseconds(construction) / 1e6, parse.ns, match.ns, open.ns, openHits.ns, open.wall,
             parse.sink &+ match.sink &+ open.sink &+ openHits.sink))
