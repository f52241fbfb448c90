// BenchCLI/CLI+Touches: `bench touches`: a synthesized finger path written as a recorded gesture (CSV).
import ArgumentParsing
import Foundation
import PanelSimulator
import Reports
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
        let (text, gesture) = SynthesizedTouches.csv(
            distance: options.distance, duration: options.duration, ease: options.ease, rate: options.rate,
            startY: options.startY)
        guard let out = options.out else {
            invocation.io.writeOutput(text)
            return .success
        }
        try AtomicFile.write(Data(text.utf8), to: out, overwrite: options.force)
        invocation.io.print(
            "wrote \(out): \(gesture.path.count) samples, release velocity "
                + "\(NumberFormat.short(gesture.effectiveReleaseVelocity)) pt/ms")
        return .success
    }
}

/// `bench touches --drag D [--duration T] [--ease E] [--rate HZ] [--start-y Y] [--out FILE] [--force]`.
struct TouchesOptions: ArgumentBacked {
    static let drag: Option<Double?> = .number(
        "drag", in: -10_000...10_000, valueName: "pt", help: "how far the finger moves, points (+ = up)")
    static let duration: Option<Double?> = .number(
        "duration", in: LegalRange.dragDuration.closedBounds ?? 0...0, valueName: "s",
        help: "how long it moves, seconds (default: \(NumberFormat.short(Gesture.defaultDragDuration)))")
    static let ease: Option<DragEase?> = GestureOptions.ease
    static let rate: Option<Double?> = .number(
        "rate", in: 1...1000, valueName: "hz",
        help: "touch samples per second (default: \(NumberFormat.short(SynthesizedTouches.defaultRate)), as on a "
            + "device)")
    static let startY: Option<Double?> = .number(
        "start-y", in: -100_000...100_000, valueName: "pt",
        help: "the finger's y on screen at touch-down (default: "
            + "\(NumberFormat.short(SynthesizedTouches.defaultStartY)))")
    static let out: Option<String?> = .text(
        "out", short: "o", valueName: "file", help: "the CSV to write (default: standard output)")
    static let force = SharedOptions.force

    static var specs: [OptionSpec] {
        [drag.spec, duration.spec, ease.spec, rate.spec, startY.spec, out.spec, force.spec]
    }

    let arguments: ParsedArguments
    /// `--drag`, points (required).
    let distance: Double

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        guard let distance = arguments[Self.drag] else {
            throw UsageError("--drag: required (the finger's travel, pt)")
        }
        self.distance = distance
    }
}
