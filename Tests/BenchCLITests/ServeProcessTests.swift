// BenchCLITests/ServeProcessTests: the `bench` executable's `serve` as a user runs it: it prints its address,
// refuses an oversized head (431) and a bad value (400, the command line's own line) and keeps serving, holds its
// memory over 1,000 requests, and ends with exit status 130 on SIGINT (docs/page.md, "The live page").
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ServeProcessTests {
    /// Sends `bytes` to 127.0.0.1:`port` on a fresh connection; returns the whole answer ("" when refused).
    func exchange(_ bytes: [UInt8], port: UInt16) -> String { socketExchange(bytes, port: port) ?? "" }

    func get(_ target: String, port: UInt16) -> (status: Int, body: String) {
        let answer = exchange(Array("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: port)
        let status = answer.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        let body = answer.range(of: "\r\n\r\n").map { String(answer[$0.upperBound...]) } ?? ""
        return (status, body)
    }

    /// VmRSS of process `pid`, KiB.
    func residentKiB(_ pid: Int32) -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    @Test func theServerRefusesBadRequestsKeepsServingHoldsItsMemoryAndStopsOnSIGINT() throws {
        let process = Process()
        process.executableURL = try InterruptedSweepTests.benchExecutable()
        process.arguments = ["serve", "--scenario", "default", "--port", "0"]
        // Under AddressSanitizer (.ci/run's sanitized test run) freed memory is held in a quarantine (256 MiB by
        // default) before reuse, which would read as growth: a small one keeps the measurement about the server.
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "") + "quarantine_size_mb=4"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output.fileHandleForReading.fileDescriptor, &byte, 1) == 1, byte != 10 { line.append(byte) }
        let address = String(decoding: line, as: UTF8.self)
        let port = try #require(
            address.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) },
            "first line: \(address)")
        #expect(address.hasPrefix("bench serve: default at http://127.0.0.1:\(port)/"))

        #expect(get("/", port: port).status == 200)
        let oversized = "GET /simulate?" + String(repeating: "set=x&", count: 2000) + " HTTP/1.1\r\n\r\n"
        #expect(exchange(Array(oversized.utf8), port: port).hasPrefix("HTTP/1.1 431 "))
        let bad = get("/simulate?velocity=abc", port: port)
        #expect(bad.status == 400)
        #expect(bad.body == "--velocity: 'abc' is not a number\n")
        #expect(get("/simulate?velocity=2", port: port).status == 200)
        #expect(get("/elsewhere", port: port).status == 404)

        let simulate = "/simulate?start-height=400&velocity=1.5&set=panel-deceleration-rate=0.99"
        for _ in 0..<20 { _ = get(simulate, port: port) }
        let before = residentKiB(process.processIdentifier)
        var served = 0
        for k in 0..<1000 where get(k % 10 == 0 ? simulate : "/", port: port).status == 200 { served += 1 }
        let after = residentKiB(process.processIdentifier)
        #expect(served == 1000)
        // Generous: 1,000 requests must not grow the server by 64 MiB (measured: a few KiB).
        #expect(after - before < 64 * 1024, "VmRSS \(before) KiB → \(after) KiB")

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr == "bench serve: interrupted; stopped serving\n")
        #expect(get("/", port: port).status == 0, "nothing listens after SIGINT")
    }
}
