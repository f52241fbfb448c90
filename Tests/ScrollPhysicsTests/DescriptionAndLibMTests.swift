// ScrollPhysicsTests — every type describes its parameters with units; libm declarations give libm's values.
import ScrollPhysics
import Testing

@Suite("Descriptions and libm")
struct DescriptionAndLibMTests {
    /// Values print in Swift's shortest round-trip form (exact, no rounding), so a derived value such as the
    /// rest position appears as `"\(value)"` and reads back as the same `Double`.
    @Test("each type prints its parameters with units")
    func descriptions() throws {
        let decay = try DecelerationSimulation(position: 0, velocity: 1000, rate: .normal)
        let spring = try SpringSimulation(spring: .bounceBackDefault, position: 0, velocity: 0, target: 100)
        let fling = try AndroidSplineFling(position: 0, velocity: 1000)
        let k = DecelerationRate.normal.decayExponent
        let cases: [(String, [String])] = [
            (DecelerationRate.normal.description, ["0.998/ms", "k: \(k)/s", "-2.002"]),
            (
                decay.description,
                [
                    "v₀: 1000.0 pt/s", "0.998/ms", "0.5 pt", "x∞: \(decay.finalPosition) pt", "499.49",
                    "at \(decay.settleTime) s", "3.4499",
                ]
            ),
            (
                try RetargetedDeceleration(position: 0, releaseVelocity: 1000, target: 300, rate: .normal).description,
                ["target: 300.0 pt", "release: 1000.0 pt/s", "pt/s"]
            ),
            (try RubberBand(dimension: 960).description, ["c: 0.55", "d: 960.0 pt"]),
            (
                SpringParameters.bounceBackDefault.description,
                ["m: 1.0", "k: 100.0 /s²", "c: 20.0 /s", "ζ: 1.0", "ω₀: 10.0 rad/s"]
            ),
            (spring.description, ["→ 100.0 pt", "v₀: 0.0 pt/s", "s)"]),
            (
                try UIKitSpringAnimation(from: 0, to: 100, duration: 0.22, dampingRatio: 0.8).description,
                ["0.22 s", "damping: 0.8"]
            ),
            (try ViewAnimationPlan(highVelocityThreshold: 2.2).description, ["0.12 s", "1000.0 pt/s", "0.32 s", "2.2/4.4 pt/ms"]),
            (CubicBezierTimingCurve.easeInEaseOut.description, ["0.42", "0.58"]),
            (try TimingCurveAnimation(from: 0, to: 100).description, ["0.25 s", "100.0 pt"]),
            (
                try BounceBackSimulation(motion: decay, range: 0...300).description,
                ["0.0…300.0 pt", "switch at", "Spring"]
            ),
            (try FlutterFrictionSimulation(position: 0, velocity: 1000).description, ["cₓ: 0.135", "20.0 pt/s"]),
            (
                fling.description,
                ["friction: 0.015", "→ \(fling.distance) pt", "194.31", "in \(fling.duration) s", "0.55518"]
            ),
            (PhysicsInputError.notFinite(field: "mass", value: .nan).description, ["mass", "finite"]),
        ]
        for (text, fragments) in cases {
            for fragment in fragments {
                #expect(text.contains(fragment), "\(text) lacks \(fragment)")
            }
        }
        for value in [k, decay.finalPosition, decay.settleTime, fling.distance, fling.duration] {
            #expect(Double("\(value)") == value, "\(value) does not read back exactly")
        }
    }

    /// Values computed independently (Python's math module); they pass only if the hand-declared C functions
    /// are called with the right convention, in debug and in release (`swift test -c release`).
    @Test("exp/log/expm1/log1p/sin/cos through the public API")
    func libm() throws {
        expectClose(DecelerationRate.normal.perSecond, 0.13506452244668338, within: 1e-13, "exp ∘ log")
        expectClose(try DecelerationRate(perMillisecond: 0.5).decayExponent, -693.1471805599453, within: 1e-10, "log")
        let decay = try DecelerationSimulation(position: 0, velocity: 1, rate: .normal)
        // x(ε) = (e^(kε) − 1)/k = ε + kε²/2 + …; t(ε) = ln(1 + kε)/k = ε − kε²/2 + …, k = −2.002 (normal).
        expectClose(decay.position(at: 1e-9), 1e-9 - 1.0010013e-18, within: 1e-25, "expm1 keeps precision near 0")
        expectClose(decay.time(toReach: 1e-9), 1e-9 + 1.0010013e-18, within: 1e-25, "log1p keeps precision near 0")
        // Undamped: x = cos(2t), v = −2·sin(2t).
        let oscillator = try SpringSimulation(
            spring: SpringParameters(mass: 1, stiffness: 4, damping: 0), position: 1, velocity: 0, target: 0)
        expectClose(oscillator.position(at: 0.3), 0.8253356149096783, within: 1e-15, "cos")
        expectClose(oscillator.velocity(at: 0.3), -1.1292849467900707, within: 1e-15, "sin")
    }
}
