import TestSupport
// PanelSimulatorTests/FirstFrameBoundaryTests: `MovementEvents.firstFrame(from:guess:limit:_:)` returns the first
// frame in `from...limit` where a once-switching predicate holds, whatever the guess (its contract,
// Sources/PanelSimulator/MovementEvents.swift, the doc comment of `firstFrame`): above all when the answer is the
// lower bound itself and the guess lies above it, the walk back must reach the bound.
import Testing

@testable import PanelSimulator

@Suite("MovementEvents.firstFrame finds the switch from any guess, the lower bound included")
struct FirstFrameBoundaryTests {
    @Test("the answer at the lower bound, the guess above it")
    func answerAtTheBound() {
        for (low, guess, limit, line) in [
            (1, 10.0, 100, #line), (0, 0.5, 5, #line), (1, 1.01, 2, #line), (3, 99.0, 50, #line),
        ] {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
            let found = MovementEvents.firstFrame(from: low, guess: guess, limit: limit) { $0 >= low }
            #expect(found == low, sourceLocation: location)
        }
    }

    /// Seeded: random bounds, switch points anywhere in `low...limit` (the bound and the limit often), guesses
    /// below, inside, above the range and NaN; the answer is always the switch point.
    @Test("seeded: any switch point, any guess")
    func anyGuess() {
        var random = SeededGenerator(seed: 45)
        for _ in 0..<20_000 {
            let low = Int.random(in: 0...3, using: &random)
            let limit = low + Int.random(in: 1...40, using: &random)
            let answer =
                switch Int.random(in: 0...3, using: &random) {
                case 0: low
                case 1: limit
                default: Int.random(in: low...limit, using: &random)
                }
            let guess =
                switch Int.random(in: 0...4, using: &random) {
                case 0: Double.nan
                case 1: Double(low) - Double.random(in: 0...10, using: &random)
                case 2: Double(limit) + Double.random(in: 0...10, using: &random)
                default: Double.random(in: Double(low)...Double(limit), using: &random)
                }
            let found = MovementEvents.firstFrame(from: low, guess: guess, limit: limit) { $0 >= answer }
            #expect(found == answer, "low \(low), limit \(limit), guess \(guess)")
            if found != answer { break }
        }
    }
}
