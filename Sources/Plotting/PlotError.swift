// Plotting: the one error type of the module.
import SafeOutput
import Support

/// Why a plot could not be made. Its `description` is one line that names the cause.
public enum PlotError: UserFacingError, Sendable, Hashable {
    /// A field of the spec is unusable: `field` is its path (e.g. `panels[0].series[1].y[17]`).
    case invalidSpec(field: String, reason: String)
    /// A file could not be written (its path refused, or the write failed): the output layer's own error.
    case output(OutputError)
    /// `gnuplot` was asked for but is not on PATH.
    case gnuplotNotFound
    /// gnuplot ran and failed; `message` is the first non-empty line of its standard error.
    case gnuplotFailed(status: Int32, message: String)
    /// libpng could not encode the image.
    case pngEncodingFailed(message: String)
    /// libpng could not decode a PNG.
    case pngDecodingFailed(message: String)
    /// The plots' typeface (DejaVu Sans) could not be read from `path`.
    case fontUnavailable(path: String)

    /// A refused output path (``OutputError/isBadPath``) is bad input; every other cause is the machine's.
    public var isBadInput: Bool {
        if case .output(let error) = self { error.isBadPath } else { false }
    }

    /// One line naming the cause.
    public var description: String {
        switch self {
        case .invalidSpec(let field, let reason): return "invalid plot spec: \(field): \(reason)"
        case .output(let error): return error.description
        case .gnuplotNotFound: return "gnuplot not found on PATH (install gnuplot-nox, or choose the raster renderer)"
        case .gnuplotFailed(let status, let message): return "gnuplot failed (exit status \(status)): \(message)"
        case .pngEncodingFailed(let message): return "PNG encoding failed: \(message)"
        case .pngDecodingFailed(let message): return "PNG decoding failed: \(message)"
        case .fontUnavailable(let path):
            return "font not readable: \(path) (install fonts-dejavu-core)"
        }
    }
}
