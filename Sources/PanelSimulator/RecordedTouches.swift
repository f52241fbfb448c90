// PanelSimulator/RecordedTouches: a recorded finger path read from a CSV file.
import Support

/// A recorded finger path: touch samples read from a CSV file (docs/runtime.md, "Recorded gestures").
///
/// Format: one sample per line, `time_s,finger_y_pt` — seconds (any origin, strictly increasing) and the finger's
/// vertical position on screen in points, UIKit style (y grows downward, so a finger moving up has a falling y).
/// A first line that is not two numbers is a header; empty lines and lines starting with `#` are skipped. The first
/// sample is touch-down, the last is lift-off.
public struct RecordedTouches: Hashable, Sendable {
    /// The largest number of samples read.
    public static let maximumSampleCount = 100_000
    /// The longest recording accepted, seconds.
    public static let maximumDuration = 60.0

    /// Seconds since touch-down, strictly increasing from 0.
    public private(set) var times: [Double]
    /// Finger travel since touch-down, points; positive = finger moving up (the simulator's translation).
    public private(set) var translations: [Double]

    /// Why a touch file was rejected: the line (1-based) and the reason.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line, or 0 for the file as a whole.
        public var line: Int
        /// What is wrong, one line.
        public var reason: String
        /// `line 3: time 0.01 s is not after 0.02 s`.
        public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
    }

    /// Reads samples from the CSV text (see the type's documentation).
    public init(csv text: String) throws(ReadError) {
        var times: [Double] = []
        var ys: [Double] = []
        var lineNumber = 0
        var sawData = false
        // The shared text rules: LF or CRLF, a leading BOM skipped, a NUL refused (it would end a number early).
        let lines: [Substring]
        do throws(TextInput.Problem) { lines = try TextInput.lines(text) } catch {
            throw ReadError(line: error.line, reason: error.reason)
        }
        for line in lines {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingSpaces()
            }
            guard fields.count == 2, let t = DecimalText.numberOrNonFinite(fields[0]),
                let y = DecimalText.numberOrNonFinite(fields[1])
            else {
                if !sawData && times.isEmpty && !fields.contains(where: { DecimalText.numberOrNonFinite($0) != nil }) {
                    sawData = true  // the header
                    continue
                }
                throw ReadError(line: lineNumber, reason: "expected two numbers 'time_s,finger_y_pt'")
            }
            sawData = true
            guard t.isFinite, y.isFinite else { throw ReadError(line: lineNumber, reason: "values must be finite") }
            guard abs(y) <= 1e6 else { throw ReadError(line: lineNumber, reason: "finger_y \(y) pt is beyond ±1e6 pt") }
            if let previous = times.last, t <= previous {
                throw ReadError(line: lineNumber, reason: "time \(t) s is not after \(previous) s")
            }
            // A step so short that the finger's speed over it is not a number (10 pt in 1e-320 s) is no recording.
            if let previous = times.last, let previousY = ys.last, !((y - previousY) / (t - previous)).isFinite {
                throw ReadError(
                    line: lineNumber,
                    reason: "moves \(abs(y - previousY)) pt in \(t - previous) s after \(previous) s: no finite speed")
            }
            if times.count == Self.maximumSampleCount {
                throw ReadError(line: lineNumber, reason: "more than \(Self.maximumSampleCount) samples")
            }
            times.append(t)
            ys.append(y)
        }
        guard times.count >= 2, let first = times.first, let firstY = ys.first, let last = times.last else {
            throw ReadError(line: 0, reason: "needs at least two samples (touch-down and lift-off)")
        }
        if last - first > Self.maximumDuration {
            throw ReadError(line: 0, reason: "lasts \(last - first) s, more than \(Self.maximumDuration) s")
        }
        self.times = times.map { $0 - first }
        translations = ys.map { firstY - $0 }
    }

    /// The recording as the app sees it at `frameRate` frames per second: one touch event per frame carrying the
    /// latest sample at or before it (touches coalesced per frame), then the lift-off at the last sample's time.
    /// The path holds those positions at the frame times (what tracking shows); the release velocity is
    /// ``TouchVelocity`` over the delivered samples with their own timestamps (a touch's timestamp is when it was
    /// sensed, not the frame), so it does not depend on how the frame rate divides the sensing rate.
    public func gesture(from start: Gesture.Start, frameRate: Double, startsOnInnerContent: Bool = false) -> Gesture {
        var path = [FingerSample(time: 0, translation: 0)]
        guard let end = times.last, frameRate > 0, frameRate.isFinite else {
            return Gesture(start: start, path: path, startsOnInnerContent: startsOnInnerContent)
        }
        var delivered = [FingerSample(time: 0, translation: 0)]
        let dt = 1 / frameRate
        var i = 0
        var k = 1
        while Double(k) * dt < end {
            let t = Double(k) * dt
            while i + 1 < times.count, times[i + 1] <= t { i += 1 }
            path.append(FingerSample(time: t, translation: translations[i]))
            if delivered.last?.time != times[i] {
                delivered.append(FingerSample(time: times[i], translation: translations[i]))
            }
            k += 1
        }
        let liftOff = FingerSample(time: end, translation: translations[translations.count - 1])
        path.append(liftOff)
        delivered.append(liftOff)
        return Gesture(
            start: start, path: path,
            releaseVelocity: TouchVelocity.estimate(delivered).pointsPerMillisecond.value,
            startsOnInnerContent: startsOnInnerContent)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
