// Support/UserFacingError: an error that ends a command in one line and says whose fault it was.

/// An error a command reports as it is: its `description` is the one line printed after the command path
/// (`bench sweep: <description>`), and ``isBadInput`` picks the exit class. Each error type adopts it in its own
/// module; the command line only maps the classes to exit statuses.
public protocol UserFacingError: Error, CustomStringConvertible {
    /// `true` when the input was at fault (a usage error, an unreadable input file, a refused output path): exit
    /// status 2; `false` when the machine refused (a write that failed, gnuplot): exit status 1.
    var isBadInput: Bool { get }
}
