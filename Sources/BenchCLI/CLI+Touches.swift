// BenchCLI/CLI+Touches: `bench touches`: a synthesized finger path written as a recorded gesture (CSV).
import ArgumentParsing
import Foundation
import PanelSimulator
import SafeOutput
import Support
import Units

extension BenchCLI {
    /// Writes an eased drag in the recorded-gesture format `--touches` reads.
    static let touches = Verb(
        name: "touches", summary: "write a synthesized drag as a recorded gesture (time_s,finger_y_pt CSV)",
        discussion: """
            The finger moves --drag points (+ = up) over --duration seconds, sampled --rate times a second, its \
            speed following --ease, written in the recorded-gesture format of Gestures/README.md (replay it with \
            'bench trajectory --touches FILE' or a 'touches' line of a feel suite).
            Example: bench touches --drag 200 --duration 0.3 --ease out --out Gestures/my-slowing-drag.csv
            """,
        options: TouchesOptions.self
    ) { options, invocation in
        let gesture = Gesture.drag(
            fromDisplayHeight: 0, distance: options.distance, duration: options.duration, sampleRate: options.rate,
            ease: options.ease)
        let f = { (x: Double) in NumberFormat.short(x) }
        let comment =
            "A synthesized drag (bench touches): the finger moves \(f(options.distance)) pt in \(f(options.duration)) s, "
            + "ease \(options.ease.rawValue), \(f(options.rate)) samples/s; release velocity "
            + "\(f(gesture.effectiveReleaseVelocity)) pt/ms."
        let text = RecordedTouches.csv(gesture.path, startY: options.startY, comment: comment)
        if let out = options.out {
            try AtomicFile.write(Data(text.utf8), to: out, overwrite: options.force)
            invocation.io.print(
                "wrote \(out): \(gesture.path.count) samples, release velocity "
                    + "\(f(gesture.effectiveReleaseVelocity)) pt/ms")
        } else {
            invocation.io.writeOutput(text)
        }
        return .success
    }
}

/// `bench touches --drag D [--duration T] [--ease E] [--rate HZ] [--start-y Y] [--out FILE] [--force]`.
struct TouchesOptions: OptionGroup {
    /// `--drag`, points.
    static let drag: Option<Double?> = .number(
        "drag", in: -10_000...10_000, valueName: "pt", help: "how far the finger moves, points (+ = up)")
    /// `--duration`, seconds.
    static let duration: Option<Double?> = .number(
        "duration", in: Gesture.dragDurationRange.closedBounds ?? 0...0, valueName: "s",
        help: "how long it moves, seconds (default: \(NumberFormat.short(Gesture.defaultDragDuration)))")
    /// `--ease`.
    static let ease: Option<DragEase?> = GestureOptions.ease
    /// `--rate`, samples per second.
    static let rate: Option<Double?> = .number(
        "rate", in: 1...1000, valueName: "hz",
        help: "touch samples per second (default: \(NumberFormat.short(defaultRate)), as on a device)")
    /// The touch sample rate without `--rate`, samples per second (a 120 Hz device's).
    static let defaultRate = 120.0
    /// The finger's y at touch-down without `--start-y`, points.
    static let defaultStartY = 600.0
    /// `--start-y`, points.
    static let startY: Option<Double?> = .number(
        "start-y", in: -100_000...100_000, valueName: "pt",
        help: "the finger's y on screen at touch-down (default: \(NumberFormat.short(defaultStartY)))")
    /// `--out`.
    static let out: Option<String?> = .text(
        "out", short: "o", valueName: "file", help: "the CSV to write (default: standard output)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        [drag.spec, duration.spec, ease.spec, rate.spec, startY.spec, out.spec, SharedOptions.force.spec]
    }

    /// `--drag`, points.
    var distance: Double
    /// `--duration`, seconds.
    var duration: Double
    /// `--ease`.
    var ease: DragEase
    /// `--rate`, samples per second.
    var rate: Double
    /// `--start-y`, points.
    var startY: Double
    /// `--out`.
    var out: String?
    /// `--force`.
    var force: Bool

    /// Reads the options; `--drag` is required.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let distance = arguments[Self.drag]
        duration = arguments[Self.duration] ?? Gesture.defaultDragDuration
        ease = arguments[Self.ease] ?? .linear
        rate = arguments[Self.rate] ?? Self.defaultRate
        startY = arguments[Self.startY] ?? Self.defaultStartY
        out = arguments[Self.out]
        force = arguments[SharedOptions.force]
        guard let distance else { throw UsageError("--drag: required (the finger's travel, pt)") }
        self.distance = distance
    }
}
