extension Scenario {
    /// The first problem with this scenario as one line (`field: reason`), or nil when it can be simulated.
    func problem() -> String? {
        if !(viewportHeight.isFinite && viewportHeight > 0) { return "viewportHeight: \(viewportHeight) is not a finite number > 0" }
        if !(displayScale.isFinite && displayScale > 0) { return "displayScale: \(displayScale) is not a finite number > 0" }
        if ![60.0, 120, 240].contains(frameRate) { return "frameRate: \(frameRate) is not one of 60, 120, 240" }
        return nil
    }
}
