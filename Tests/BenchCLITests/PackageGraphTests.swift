// BenchCLITests/PackageGraphTests: Package.swift declares exactly what each target's files import, and the README's
// module graph is Package.swift's.
import Foundation
import Testing

@Suite struct PackageGraphTests {
    /// The repository's root (this file is Tests/BenchCLITests/PackageGraphTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Modules of the toolchain and the system, which no target declares.
    static let system: Set<String> = [
        "Darwin", "Dispatch", "Foundation", "Glibc", "Synchronization", "Testing", "XCTest",
    ]

    /// A target of Package.swift: its name, folder and declared dependencies.
    struct Target {
        let name: String
        let path: String
        let dependencies: Set<String>
    }

    /// Every `.target`, `.executableTarget` and `.testTarget` of Package.swift with its `dependencies:` list.
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // A target's arguments hold parentheses two deep at most (`.linkedLibrary("m", .when(platforms: [.linux]))`).
        let declaration = try Regex(
            #"\.(target|executableTarget|testTarget)\(\s*name:\s*"(\w+)"((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)"#)
        return manifest.matches(of: declaration).map { match in
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            let rest = String(match.output[3].substring ?? "")
            let path =
                rest.firstMatch(of: #/path:\s*"([^"]+)"/#).map { String($0.output.1) }
                ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            let list = rest.firstMatch(of: #/dependencies:\s*\[([^\]]*)\]/#).map { String($0.output.1) } ?? ""
            let dependencies = Set(list.matches(of: #/"(\w+)"/#).map { String($0.output.1) })
            return Target(name: name, path: path, dependencies: dependencies)
        }
    }

    /// The modules the Swift files under `path` import (system modules left out).
    static func imports(under path: String) throws -> Set<String> {
        let folder = root.appendingPathComponent(path)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var modules: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.wholeMatch(of: #/\s*(?:@testable\s+)?import\s+(\w+)\s*/#) {
                    modules.insert(String(match.output.1))
                }
            }
        }
        return modules.subtracting(system)
    }

    @Test func everyTargetDeclaresExactlyWhatItImports() throws {
        let targets = try Self.targets()
        #expect(targets.count > 20, "Package.swift was not read: \(targets.count) targets")
        for target in targets where target.name != "bench" {
            let imported = try Self.imports(under: target.path)
            #expect(
                target.dependencies == imported,
                """
                \(target.name): declared but not imported \(target.dependencies.subtracting(imported).sorted()), \
                imported but not declared \(imported.subtracting(target.dependencies).sorted())
                """)
        }
    }

    /// The README's module graph lists each library target's dependencies, one `Module → A, B` line each.
    @Test func theReadmeGraphIsPackageSwifts() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- module graph: generated from Package.swift -->"))
        let block = readme[start.upperBound...].prefix { $0 != "#" }
        var drawn: [String: Set<String>] = [:]
        for match in block.matches(of: #/\n(\w+) → ([\w, ]*|\(nothing\))/#) {
            let dependencies = match.output.2 == "(nothing)" ? [] : match.output.2.split(separator: ", ")
            drawn[String(match.output.1)] = Set(dependencies.map(String.init))
        }
        let libraries = try Self.targets().filter { !$0.path.hasPrefix("Tests/") && $0.name != "TestSupport" }
        #expect(Set(drawn.keys) == Set(libraries.map(\.name)))
        for target in libraries {
            #expect(drawn[target.name] == target.dependencies, "\(target.name)")
        }
    }
}
