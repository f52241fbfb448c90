// Reports/Export/SynthesizedTouches: a synthesized drag written in the recorded-gesture format (`bench touches`).
import PanelSimulator
import Support

/// An eased drag as the CSV `--touches` reads, with the comment line that says how it was made.
public enum SynthesizedTouches {
    /// Touch samples per second by default (a 120 Hz device's).
    public static let defaultRate = 120.0
    /// The finger's y on screen at touch-down by default, points.
    public static let defaultStartY = 600.0

    /// The drag of `distance` points (+ = up) over `duration` seconds (default ``Gesture/defaultDragDuration``),
    /// sampled `rate` times a second (default ``defaultRate``), eased by `ease` (default linear), as recorded
    /// touches from the finger's y `startY` (points, growing downward; default ``defaultStartY``) at touch-down.
    public static func csv(
        distance: Double, duration: Double? = nil, ease: DragEase? = nil, rate: Double? = nil, startY: Double? = nil
    ) -> (text: String, gesture: Gesture) {
        let (duration, ease) = (duration ?? Gesture.defaultDragDuration, ease ?? .linear)
        let (rate, startY) = (rate ?? defaultRate, startY ?? defaultStartY)
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
