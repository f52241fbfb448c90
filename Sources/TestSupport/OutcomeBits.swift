// TestSupport/OutcomeBits: where two outcomes differ, their floating-point fields compared by bit pattern.
import PanelSimulator

/// The fields in which `a` and `b` differ, each as `name a vs b`: every field compared with `==`, and the
/// floating-point ones also by bit pattern (`==` lets 0 and −0 pass). Empty when they are the same, bit for bit.
public func outcomeBitDifferences(_ a: Outcome, _ b: Outcome) -> [String] {
    var differences: [String] = a == b ? [] : ["fields (==)"]
    let pairs: [(String, Double, Double)] = [
        ("settleTime", a.settleTime, b.settleTime), ("overshoot", a.overshoot, b.overshoot),
        ("peakSpeed", a.peakSpeed.value, b.peakSpeed.value), ("landingHeight", a.landingHeight, b.landingHeight),
        ("restingOuterOffset", a.restingOuterOffset, b.restingOuterOffset),
        ("releaseOuterOffset", a.releaseOuterOffset, b.releaseOuterOffset),
        ("releaseVelocity", a.releaseVelocity.value, b.releaseVelocity.value),
        ("velocityJumpAtRelease", a.velocityJumpAtRelease.value, b.velocityJumpAtRelease.value),
        ("remainingAtCap", a.remainingAtCap, b.remainingAtCap),
        ("handoff.time", a.handoff?.time ?? 0, b.handoff?.time ?? 0),
        ("handoff.speedBefore", a.handoff?.speedBefore.value ?? 0, b.handoff?.speedBefore.value ?? 0),
        ("handoff.speedAfter", a.handoff?.speedAfter.value ?? 0, b.handoff?.speedAfter.value ?? 0),
    ]
    for (name, x, y) in pairs where x.bitPattern != y.bitPattern { differences.append("\(name) \(x) vs \(y)") }
    for (x, y) in zip(a.restingContentOffsets, b.restingContentOffsets)
    where x.contentOffset.bitPattern != y.contentOffset.bitPattern {
        differences.append("\(x.name) \(x.contentOffset) vs \(y.contentOffset)")
    }
    if a.frameCount != b.frameCount { differences.append("frames \(a.frameCount) vs \(b.frameCount)") }
    return differences
}
