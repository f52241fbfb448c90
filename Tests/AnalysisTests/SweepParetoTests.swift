// AnalysisTests/SweepParetoTests: the non-dominated set against its definition, checked pair by pair.
import Analysis
import Sweep
import TestSupport
import Testing

@Suite("results pareto: the front is the set no other point dominates")
struct SweepParetoTests {
    /// The definition, O(n²): i is on the front when no j is at least as good on every objective and better on
    /// one (minimising; maximised objectives negated).
    static func bruteForce(_ scores: [[Double]], maximize: [Bool]) -> Set<Int> {
        func key(_ s: [Double]) -> [Double] { s.indices.map { maximize[$0] ? -s[$0] : s[$0] } }
        return Set(
            scores.indices.filter { i in
                !scores.indices.contains { j in
                    let (a, b) = (key(scores[j]), key(scores[i]))
                    return zip(a, b).allSatisfy { $0 <= $1 } && zip(a, b).contains { $0 < $1 }
                }
            })
    }

    @Test(
        "hand cases: duplicates are all kept, a tie on one objective is broken by the other, order by objective 1",
        arguments: [
            // (scores, maximize, front in order, line)
            ([[1, 5], [2, 4], [3, 3], [2, 6], [4, 4]], [false, false], [0, 1, 2], #line),
            // Two identical points on the front: neither dominates the other.
            ([[1, 5], [1, 5], [3, 1], [3, 2]], [false, false], [0, 1, 2], #line),
            // A tie on objective 1: the better objective 2 dominates the other.
            ([[2, 5], [2, 4], [1, 9]], [false, false], [2, 1], #line),
            // Maximising objective 2: larger is better.
            ([[1, 5], [2, 4], [3, 9]], [false, true], [0, 2], #line),
            // Every point equal: all on the front.
            ([[7, 7, 7], [7, 7, 7], [7, 7, 7]], [false, false, false], [0, 1, 2], #line),
            // Three objectives: each best on one, one dominated by the first.
            ([[1, 9, 9], [9, 1, 9], [9, 9, 1], [2, 9, 9]], [false, false, false], [0, 1, 2], #line),
            ([[Double]](), [false, false], [Int](), #line),
        ] as [([[Double]], [Bool], [Int], Int)])
    func handCases(scores: [[Double]], maximize: [Bool], front: [Int], line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(SweepBest.nonDominated(scores, maximize: maximize) == front, sourceLocation: location)
    }

    @Test("seeded random score sets with many ties: the front equals the brute-force front")
    func seededAgainstBruteForce() {
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            let objectives = Int.random(in: 2...3, using: &generator)
            let count = Int.random(in: 0...60, using: &generator)
            // Few distinct values, so ties and duplicates are common.
            let levels = Int.random(in: 2...8, using: &generator)
            let scores = (0..<count).map { _ in
                (0..<objectives).map { _ in Double(Int.random(in: 0..<levels, using: &generator)) * 0.25 }
            }
            let maximize = (0..<objectives).map { _ in Bool.random(using: &generator) }
            let front = SweepBest.nonDominated(scores, maximize: maximize)
            #expect(Set(front) == Self.bruteForce(scores, maximize: maximize), "seed \(seed)")
            #expect(Set(front).count == front.count, "seed \(seed): an index twice")
            let first = front.map { maximize[0] ? -scores[$0][0] : scores[$0][0] }
            #expect(first == first.sorted(), "seed \(seed): not in order of objective 1")
        }
    }
}
