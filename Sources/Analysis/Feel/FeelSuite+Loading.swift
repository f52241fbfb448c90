// Analysis/Feel/FeelSuite+Loading: the suite `bench feel record` runs, from files: a suite file, or the default
// suite with the shipped recorded gestures.
import PanelSimulator
import SafeOutput
import Scenario

extension FeelSuite {
    /// The largest suite file read, bytes.
    public static let maximumFileBytes = 1 << 20
    /// The folder the shipped recorded gestures are read from unless another is given.
    public static let shippedFolder = "Gestures"

    /// Why a suite could not be loaded: the input at fault and the reason (the caller names the input).
    public enum LoadError: Error, Sendable, Equatable {
        /// The suite file, or a touches file one of its lines names: `FILE: line N: …`, `cannot read 'FILE': …`.
        case suiteFile(String)
        /// A recorded gesture of the default suite: `cannot read 'DIR/flick.csv': …`, `DIR/flick.csv: line N: …`.
        case recordedGesture(String)
    }

    /// The suite `bench feel record` runs on `scenario`: the gestures of `suiteFile` (see
    /// ``parse(_:source:frameRate:loadTouches:)``), else the default suite with the ``shippedGestures`` read from
    /// `recordedFolder`, else from ``shippedFolder``, where a missing one is left out and its path passed to
    /// `leftOut` (for a note) as it is found.
    ///
    /// - Throws: ``LoadError`` for an unreadable or malformed suite or touches file; with `recordedFolder` given,
    ///   for any shipped gesture missing there too.
    public static func load(
        suiteFile: String?, recordedFolder: String?, for scenario: Scenario, leftOut: (String) -> Void
    ) throws(LoadError) -> [FeelGesture] {
        if let file = suiteFile {
            let text: String
            do {
                text = String(decoding: try InputFile.readText(file, maximumBytes: maximumFileBytes), as: UTF8.self)
            } catch {
                throw .suiteFile(error.description)
            }
            do throws(FeelInputError) {
                return try parse(text, source: file, frameRate: scenario.frameRate) { name throws(FeelInputError) in
                    do throws(RecordedTouches.FileError) { return try RecordedTouches(file: name) } catch {
                        throw FeelInputError(file, error.description)
                    }
                }
            } catch {
                throw .suiteFile(error.description)
            }
        }
        var recorded: [(name: String, touches: RecordedTouches)] = []
        for name in shippedGestures {
            let path = OutputPath.joined(recordedFolder ?? shippedFolder, name)
            guard recordedFolder != nil || InputFile.exists(path) else {
                leftOut(path)
                continue
            }
            do throws(RecordedTouches.FileError) { recorded.append((name, try RecordedTouches(file: path))) } catch {
                throw .recordedGesture(error.description)
            }
        }
        return defaultSuite(for: scenario, recorded: recorded)
    }
}

extension RecordedTouches {
    /// The largest touches file read, bytes.
    public static let maximumFileBytes = 8 << 20

    /// Why a touches file could not be read: one line naming the file (and the line at fault).
    public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
        /// `cannot read 'FILE': …` or `FILE: line N: …`.
        public let description: String
    }

    /// The recorded touches in the CSV file at `path` (see `Gestures/README.md`).
    ///
    /// - Throws: ``FileError`` for a file that cannot be read or does not hold touches.
    public init(file path: String) throws(FileError) {
        let text: String
        do {
            text = String(decoding: try InputFile.readText(path, maximumBytes: Self.maximumFileBytes), as: UTF8.self)
        } catch {
            throw FileError(description: error.description)
        }
        do throws(ReadError) { try self.init(csv: text) } catch {
            throw FileError(description: "\(path): \(error.description)")
        }
    }
}
