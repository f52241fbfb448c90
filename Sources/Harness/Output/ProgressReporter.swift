// Harness/Output/ProgressReporter: progress of a long run on standard error (bar on a terminal, lines otherwise).
import Support
import Synchronization

/// Reports how many of `total` items (benchmarks, sweep cells) are done, with rate and time left.
///
/// Safe to call from several threads (the parallel grid calls it from its workers).
///
/// - On a terminal: one redrawn line, `[#######·······]  120/400 cells  35.2 cells/s  0:08 left`,
///   at most every 0.1 s.
/// - Otherwise: a plain line every `lineInterval` seconds, `progress: 120/400 cells (30%), …`.
/// - Quiet: nothing.
public final class ProgressReporter: Sendable {
    /// How progress is shown.
    public enum Style: Sendable, Equatable {
        /// A redrawn bar (standard error is a terminal).
        case bar
        /// Periodic plain lines (standard error is a file or pipe).
        case lines
        /// Nothing (`--quiet`).
        case quiet
    }

    private struct State {
        var completed = 0
        var lastReport: UInt64 = 0
        var drewBar = false
        var reported = -1
    }

    private let total: Int
    private let unit: String
    private let style: Style
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> UInt64
    private let start: UInt64
    private let interval: UInt64
    private let state: Mutex<State>

    /// A reporter.
    ///
    /// - Parameters:
    ///   - total: items to do.
    ///   - unit: what an item is called, plural (`cells`, `benchmarks`).
    ///   - style: see ``Style``; ``style(quiet:toTerminal:)`` picks it.
    ///   - lineInterval: seconds between plain lines (default 5).
    ///   - write: receives the text (standard error).
    ///   - clock: nanoseconds, monotonic (injectable for tests).
    public init(
        total: Int, unit: String, style: Style, lineInterval: Double = 5,
        write: @escaping @Sendable (String) -> Void,
        clock: @escaping @Sendable () -> UInt64 = MonotonicClock.nanoseconds
    ) {
        self.total = max(0, total)
        self.unit = unit
        self.style = style
        self.write = write
        self.clock = clock
        let start = clock()
        self.start = start
        self.state = Mutex(State(lastReport: start))
        self.interval = style == .bar ? 100_000_000 : UInt64(max(0, lineInterval) * 1e9)
    }

    /// The style for a run: quiet when asked, a bar when the report goes to a terminal, else lines.
    public static func style(quiet: Bool, toTerminal: Bool) -> Style {
        quiet ? .quiet : (toTerminal ? .bar : .lines)
    }

    /// Records that `completed` items are done (absolute count, not an increment), and reports when due.
    public func update(completed: Int) {
        guard style != .quiet else { return }
        let now = clock()
        let text: String? = state.withLock { state in
            state.completed = max(state.completed, min(completed, total))
            let finished = style == .bar && state.completed == total
            guard now &- state.lastReport >= interval || finished else { return nil }
            state.lastReport = now
            state.reported = state.completed
            if style == .bar { state.drewBar = true }
            return render(state.completed, now: now)
        }
        if let text { write(text) }
    }

    /// Ends the report: the final line (unless the last one already said it), or the newline after the bar.
    public func finish() {
        guard style != .quiet else { return }
        let now = clock()
        let text = state.withLock { state in
            if style == .bar { return state.drewBar ? "\n" : "" }
            return state.reported == state.completed ? "" : render(state.completed, now: now)
        }
        if !text.isEmpty { write(text) }
    }

    /// The bar or line for `done` items at time `now`.
    public func render(_ done: Int, now: UInt64) -> String {
        let seconds = Double(now &- start) / 1e9
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let left = rate > 0 ? Self.duration(Double(total - done) / rate) : "?"
        let rateText = "\(TextTable.number(rate)) \(unit)/s"
        switch style {
        case .bar:
            let width = 24
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
            return "\r[\(bar)]  \(done)/\(total) \(unit)  \(rateText)  \(left) left"
        case .lines, .quiet:
            let percent = total == 0 ? 100 : done * 100 / total
            return "progress: \(done)/\(total) \(unit) (\(percent)%), \(rateText), \(left) left\n"
        }
    }

    /// `m:ss` (or `h:mm:ss`) for a number of seconds.
    public static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "?" }
        let s = Int(seconds.rounded(.up))
        let (h, m, r) = (s / 3600, s / 60 % 60, s % 60)
        let mmss = (m < 10 && h > 0 ? "0" : "") + "\(m):" + (r < 10 ? "0" : "") + "\(r)"
        return h > 0 ? "\(h):\(mmss)" : mmss
    }
}
