// Analysis/Feel/FeelSuite: the gestures `bench feel record` runs: the default suite, or one read from a suite file.
import PanelSimulator
import Scenario
import Support
import Units

/// Why a feel suite, record or check could not be made: the field (option, file line or JSON path, e.g.
/// `--gestures: line 3`) and the reason. The same one-line field error the compare analysis throws (one type, so
/// the command line maps both the same way).
public typealias FeelInputError = CompareInputError

/// The gesture suites of the feel gate.
public enum FeelSuite {
    /// The release velocities of the default suite, pt/ms: each side of the low threshold (0.2: slow releases go to
    /// the nearest detent), between the thresholds (one detent on) and above the high one (2.2: one more when
    /// near the next detent), both directions.
    public static let defaultVelocities: [Double] = [-3, -1.5, -0.5, -0.1, 0.1, 0.5, 1.5, 3]
    /// The finger travel of the default suite's drags, points (+ = up), and their duration, seconds.
    public static let defaultDrags: [Double] = [-120, 120]
    /// The duration of the default suite's drags, seconds.
    public static let defaultDragDuration = 0.25
    /// The recorded gestures the default suite replays, by file name (shipped in the `Gestures` folder).
    public static let shippedGestures = ["flick.csv", "slow-drag-stop.csv", "slowing-release.csv"]

    /// The heights the default suite starts from: every detent, or the middle of the travel without detents.
    public static func startHeights(of scenario: Scenario) -> [Double] {
        if !scenario.detents.isEmpty { return scenario.detents }
        let lowest = scenario.minimumDisplayHeight ?? 66
        return [(lowest + scenario.panelHeight) / 2]
    }

    /// The default suite: from each start height, bare releases at ``defaultVelocities``; drags of
    /// ``defaultDrags`` off the content and, when the scenario has a list, on it; and every recorded gesture in
    /// `recorded` (name, touches), in that order.
    public static func defaultSuite(for scenario: Scenario, recorded: [(name: String, touches: RecordedTouches)])
        -> [FeelGesture]
    {
        var suite: [FeelGesture] = []
        let rate = scenario.frameRate
        for h in startHeights(of: scenario) {
            for v in defaultVelocities { suite.append(.release(at: h, velocity: v)) }
            for onContent in scenario.chain.isEmpty ? [false] : [false, true] {
                for d in defaultDrags {
                    suite.append(
                        .drag(at: h, distance: d, duration: defaultDragDuration, frameRate: rate, onContent: onContent))
                }
            }
            for (name, touches) in recorded { suite.append(.touches(touches, name: name, at: h, frameRate: rate)) }
        }
        return suite
    }

    /// A suite file's gestures (`bench feel record --gestures FILE`): one per line —
    /// `release HEIGHT_PT VELOCITY_PT_PER_MS`, `drag HEIGHT_PT DISTANCE_PT DURATION_S [on-content]` or
    /// `touches HEIGHT_PT FILE [on-content]`; empty lines and `#` comments are skipped.
    ///
    /// - Parameters:
    ///   - source: the file's name, for messages.
    ///   - loadTouches: reads a recorded gesture named on a `touches` line.
    /// - Throws: ``FeelInputError`` naming `source: line N`, or a gesture id given twice.
    public static func parse(
        _ text: String, source: String, frameRate: Double,
        loadTouches: (String) throws(FeelInputError) -> RecordedTouches
    ) throws(FeelInputError) -> [FeelGesture] {
        var suite: [FeelGesture] = []
        var ids = Set<String>()
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, line) in lines.enumerated() {
            let field = "\(source): line \(index + 1)"
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let word = words.first, !word.hasPrefix("#") else { continue }
            var rest = Array(words.dropFirst())
            let onContent = rest.last == "on-content"
            if onContent { rest.removeLast() }
            func number(_ i: Int, _ name: String, _ range: ClosedRange<Double>) throws(FeelInputError) -> Double {
                guard i < rest.count, let value = DecimalText.number(rest[i]), value.isFinite, range.contains(value)
                else {
                    let got = i < rest.count ? "'\(rest[i])'" : "nothing"
                    throw FeelInputError(field, "\(word): \(name) must be a number in \(range), got \(got)")
                }
                return value
            }
            let heights = -100_000.0...100_000.0
            let gesture: FeelGesture
            switch word {
            case "release" where rest.count == 2 && !onContent:
                gesture = .release(
                    at: try number(0, "height (pt)", heights),
                    velocity: try number(1, "velocity (pt/ms)", PointsPerMillisecond.legalRange.closedBounds ?? 0...0))
            case "drag" where rest.count == 3:
                gesture = .drag(
                    at: try number(0, "height (pt)", heights), distance: try number(1, "distance (pt)", heights),
                    duration: try number(2, "duration (s)", LegalRange.dragDuration.closedBounds ?? 0...0),
                    frameRate: frameRate, onContent: onContent)
            case "touches" where rest.count == 2:
                let h = try number(0, "height (pt)", heights)
                let touches = try loadTouches(rest[1])
                gesture = .touches(touches, name: rest[1], at: h, frameRate: frameRate, onContent: onContent)
            case "release", "drag", "touches":
                throw FeelInputError(field, "expected \(usage[word] ?? word)")
            default:
                throw FeelInputError(field, "'\(word)' is not release, drag or touches")
            }
            guard ids.insert(gesture.id).inserted else {
                throw FeelInputError(field, "the same gesture as an earlier line ('\(gesture.id)')")
            }
            suite.append(gesture)
        }
        guard !suite.isEmpty else { throw FeelInputError(source, "lists no gesture") }
        return suite
    }

    /// Each line's syntax, for messages.
    static let usage = [
        "release": "release HEIGHT_PT VELOCITY_PT_PER_MS",
        "drag": "drag HEIGHT_PT DISTANCE_PT DURATION_S [on-content]",
        "touches": "touches HEIGHT_PT FILE [on-content]",
    ]
}
