// Sweep/SweepValues+Velocities: a list of release velocities written as a sweep axis takes them (one
// grammar wherever velocities are listed: a sweep's axis, a landing table, tuning A against B).
import Units

extension SweepValues {
    /// The release velocities `list` gives, points per millisecond, each within ``PointsPerMillisecond/legalRange``:
    /// `v1,v2,…` or `START:STOP:STEP` as ``parse(_:boolean:maximumCount:label:)`` reads them.
    ///
    /// - Parameters:
    ///   - list: the text.
    ///   - maximumCount: the most velocities it may list.
    ///   - label: how the list is named in messages (`--velocities`).
    /// - Throws: ``SweepSpecError`` naming `label`: the list's own problem, or the first velocity out of range
    ///   (`--velocities: 101 is not in [-100, 100] pt/ms`).
    public static func velocities(_ list: String, maximumCount: Int, label: String) throws(SweepSpecError)
        -> [Double]
    {
        let parsed = try parse(list, maximumCount: maximumCount, label: label)
        let range = PointsPerMillisecond.legalRange
        for (velocity, written) in zip(parsed.values, parsed.labels) where !range.contains(velocity) {
            throw SweepSpecError("\(label): \(written) is not \(range.description)")
        }
        return parsed.values
    }
}
