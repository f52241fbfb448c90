// Reports/Export/SynthesizedTouches: a synthesized drag written in the recorded-gesture format (`bench touches`).
import PanelSimulator
import Support

/// An eased drag as the CSV `--touches` reads, with the comment line that says how it was made.
public enum SynthesizedTouches {
    /// The drag of `distance` points (+ = up) over `duration` seconds, sampled `rate` times a second, eased by
    /// `ease`, as recorded touches from the finger's y `startY` (points, growing downward) at touch-down.
    public static func csv(distance: Double, duration: Double, ease: DragEase, rate: Double, startY: Double)
        -> (text: String, gesture: Gesture)
    {
        let gesture = Gesture.drag(
            fromDisplayHeight: 0, distance: distance, duration: duration, sampleRate: rate, ease: ease)
        let f = { (x: Double) in NumberFormat.short(x) }
        let comment =
            "A synthesized drag (bench touches): the finger moves \(f(distance)) pt in \(f(duration)) s, "
            + "ease \(ease.rawValue), \(f(rate)) samples/s; release velocity "
            + "\(f(gesture.effectiveReleaseVelocity)) pt/ms."
        return (RecordedTouches.csv(gesture.path, startY: startY, comment: comment), gesture)
    }
}
