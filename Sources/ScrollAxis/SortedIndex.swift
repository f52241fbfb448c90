// ScrollAxis/SortedIndex: the reference's sorted-index helper (which gap of a sorted list a value falls in).

/// The reference's sorted-index helper (docs/model.md §10; ObjC `bo_findIdxInFloatArrayByValue`).
public enum SortedIndex {
    /// The index of `probe` in the ascending `values` (each narrowed to Float32; the probe is not).
    ///
    /// An exact hit returns its index; a probe below the first element returns 0 and above the last returns the
    /// last index. Between two elements, with `nearby` the strictly closer one wins (a tie falls through); with no
    /// winner, `ceil` picks the upper index and otherwise the lower. An empty array gives 0.
    public static func find(_ probe: Double, in values: [Double], nearby: Bool, ceil: Bool) -> Int {
        for i in values.indices {
            let element = Double(Float(values[i]))
            if probe > element {
                if i == values.count - 1 { return i }
                continue
            }
            if probe == element { return i }
            if i == 0 { return 0 }
            let previous = Double(Float(values[i - 1]))
            if nearby {
                let below = probe - previous
                let above = element - probe
                if below < above { return i - 1 }
                if above < below { return i }
            }
            return ceil ? i : i - 1
        }
        return 0
    }
}
