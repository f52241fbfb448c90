// Analysis/Feel/FeelGesture: one gesture of a feel suite, stored whole so a check re-runs exactly what was recorded.
import PanelSimulator
import Support

/// One gesture of a feel suite: where the touch starts, the finger path and how fast it leaves. The path is stored
/// sample by sample (not as "a drag of 100 pt"), so `bench feel check` replays the recorded touches even when the
/// suite's defaults change later. Points, seconds; release velocity in pt/ms (UIKit's unit, + = expanding).
public struct FeelGesture: Hashable, Sendable, Codable {
    /// A unique name that says what the gesture is, e.g. `release 400 pt +1.5 pt/ms`.
    public var id: String
    /// Display height at touch-down, points.
    public var startHeight: Double
    /// Finger samples since touch-down: seconds and travel in points (+ = up), ascending in time from (0, 0).
    public var path: [FingerSample]
    /// The release velocity in pt/ms, or nil to estimate it from the path as a pan recognizer does.
    public var releaseVelocity: Double?
    /// The touch lands on the inner content (the list) rather than the header.
    public var onContent: Bool

    /// Creates a gesture.
    public init(
        id: String, startHeight: Double, path: [FingerSample], releaseVelocity: Double?, onContent: Bool = false
    ) {
        self.id = id
        self.startHeight = startHeight
        self.path = path
        self.releaseVelocity = releaseVelocity
        self.onContent = onContent
    }

    /// The simulator's gesture.
    public var gesture: Gesture {
        Gesture(
            start: .displayHeight(startHeight), path: path, releaseVelocity: releaseVelocity,
            startsOnInnerContent: onContent)
    }

    /// A bare release at `height` (points) with `velocity` (pt/ms): `release 400 pt +1.5 pt/ms`.
    public static func release(at height: Double, velocity: Double) -> FeelGesture {
        FeelGesture(
            id: "release \(NumberFormat.short(height)) pt \(signed(velocity)) pt/ms", startHeight: height,
            path: [FingerSample(time: 0, translation: 0)], releaseVelocity: velocity)
    }

    /// A constant-speed drag of `distance` points over `duration` seconds from `height`, sampled at `frameRate`,
    /// the release velocity estimated from the path: `drag 400 pt +100 pt 0.25 s [on content]`.
    public static func drag(
        at height: Double, distance: Double, duration: Double, frameRate: Double, onContent: Bool
    ) -> FeelGesture {
        let g = Gesture.drag(
            fromDisplayHeight: height, distance: distance, duration: duration, sampleRate: frameRate,
            startsOnInnerContent: onContent)
        return FeelGesture(
            id: "drag \(NumberFormat.short(height)) pt \(signed(distance)) pt \(NumberFormat.short(duration)) s"
                + (onContent ? " on content" : ""),
            startHeight: height, path: g.path, releaseVelocity: nil, onContent: onContent)
    }

    /// A recorded finger path called `name` replayed from `height` at `frameRate` (``RecordedTouches``): one touch
    /// event per frame, the release velocity as the recording gives it: `touches flick.csv 400 pt`.
    public static func touches(
        _ touches: RecordedTouches, name: String, at height: Double, frameRate: Double, onContent: Bool = false
    ) -> FeelGesture {
        let g = touches.gesture(from: .displayHeight(height), frameRate: frameRate, startsOnInnerContent: onContent)
        return FeelGesture(
            id: "touches \(name) \(NumberFormat.short(height)) pt" + (onContent ? " on content" : ""),
            startHeight: height, path: g.path, releaseVelocity: g.releaseVelocity, onContent: onContent)
    }

    /// The id `bench feel record` gives a gesture holding these fields on a scenario running at `frameRate`
    /// (``release(at:velocity:)``, ``drag(at:distance:duration:frameRate:onContent:)``, or for ``touches(_:name:at:frameRate:onContent:)``
    /// the id itself when it names this start height and contact), or nil when the recorder writes no gesture
    /// with these fields. A stored id that differs names another gesture than the one a check would replay.
    public func recordedID(frameRate: Double) -> String? {
        if id.hasPrefix("touches ") {
            let tail = " \(NumberFormat.short(startHeight)) pt" + (onContent ? " on content" : "")
            return id.hasSuffix(tail) && id.count > "touches ".count + tail.count ? id : nil
        }
        if let velocity = releaseVelocity {
            let release = Self.release(at: startHeight, velocity: velocity)
            return release.path == path && !onContent ? release.id : nil
        }
        guard path.count > 1, let last = path.last else { return nil }
        let drag = Self.drag(
            at: startHeight, distance: last.translation, duration: last.time, frameRate: frameRate, onContent: onContent
        )
        let samePath =
            drag.path.count == path.count
            && zip(drag.path, path).allSatisfy {
                abs($0.time - $1.time) <= 1e-9 && abs($0.translation - $1.translation) <= 1e-9
            }
        return samePath ? drag.id : nil
    }

    /// `+1.5`, `-0.5`, `0`.
    static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + NumberFormat.short(value)
    }

    // MARK: Coding

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, startHeight, path, releaseVelocity, onContent
    }

    /// Reads a gesture strictly: every key but `releaseVelocity` required, no unknown key, each path sample a pair
    /// `[time_s, translation_pt]`, and the path a valid finger path (``Gesture/problem()``).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        startHeight = try c.decode(Double.self, forKey: .startHeight)
        let pairs = try c.decode([[Double]].self, forKey: .path)
        var samples: [FingerSample] = []
        for (i, pair) in pairs.enumerated() {
            guard pair.count == 2 else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath + [CodingKeys.path, AnyCodingKey(intValue: i)],
                        debugDescription: "expected [time_s, translation_pt], got \(pair.count) numbers"))
            }
            samples.append(FingerSample(time: pair[0], translation: pair[1]))
        }
        path = samples
        releaseVelocity = try c.decodeIfPresent(Double.self, forKey: .releaseVelocity)
        onContent = try c.decode(Bool.self, forKey: .onContent)
        if let problem = gesture.problem() {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "gesture '\(id)': \(problem)"))
        }
    }

    /// Writes the gesture; the path as `[time_s, translation_pt]` pairs.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(startHeight, forKey: .startHeight)
        try c.encode(path.map { [$0.time, $0.translation] }, forKey: .path)
        try c.encodeIfPresent(releaseVelocity, forKey: .releaseVelocity)
        try c.encode(onContent, forKey: .onContent)
    }
}
