// swift-tools-version:6.0
// DragScrollLab: reproduces and measures the feel of BODragScroll-style drag panels.
// No dependency outside the toolchain, Debian's libpng, zlib and FreeType (the CPNG, CZlib and CFreeType
// system-library targets) and the DejaVu Sans font (fonts-dejavu-core).
import PackageDescription

let package = Package(
    name: "DragScrollLab",
    products: [
        .library(name: "Units", targets: ["Units"]),
        .library(name: "ScrollAxis", targets: ["ScrollAxis"]),
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "Scenario", targets: ["Scenario"]),
        .library(name: "PanelSimulator", targets: ["PanelSimulator"]),
        .library(name: "Plotting", targets: ["Plotting"]),
        .library(name: "Harness", targets: ["Harness"]),
        .library(name: "Sweep", targets: ["Sweep"]),
        .library(name: "Analysis", targets: ["Analysis"]),
        .library(name: "Reports", targets: ["Reports"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        // MARK: - Public API (pure math: no Foundation)
        // In debug builds the standard library's sqrt/round call libm; ScrollAxis links it explicitly so
        // pure-module binaries always resolve (ScrollPhysics gets libm through CLibm).
        .target(name: "ScrollAxis", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ScrollPhysics", dependencies: ["CLibm", "Units"]),
        // The bottom module: unit types (velocities), legal ranges and the settle tolerance; imports nothing.
        .target(name: "Units"),

        // MARK: - Simulation, measurement and plotting
        .target(name: "AxisConformance", dependencies: ["ScrollAxis", "Support"]),
        // The model of a panel: scenario fields, the file format and its validation, presets, scripts.
        .target(name: "Scenario", dependencies: ["ScrollAxis", "ScrollPhysics", "Support", "Units"]),
        .target(name: "PanelSimulator", dependencies: ["Scenario", "ScrollAxis", "ScrollPhysics", "Support", "Units"]),
        // The domain-free benchmark harness: clock, measurement, statistics, runner, results, baselines, thresholds.
        .target(name: "Harness", dependencies: ["SafeOutput", "Support"]),
        // A domain-free HTTP server on 127.0.0.1 only: GET, bounded request heads, timeouts (`bench serve`).
        .target(name: "LoopbackHTTP"),
        // The domain-free command-line parser: typed option declarations, parsing, one-line usage errors, help text.
        .target(name: "ArgumentParsing", dependencies: ["Support", "Units"]),
        // Experiments that return values: the projection workloads (chains, paths), the sweep engine, the parallel grid.
        // Everything that is a sweep: the parameter table's sweep side, values, grid, shards, the parallel runner, the
        // row files and their strict reading, merge, status, best and the trade-off front.
        .target(name: "Sweep", dependencies: ["PanelSimulator", "Scenario", "ScrollAxis", "Support", "Units"]),
        .target(
            name: "Analysis",
            dependencies: [
                "DeviceTrace", "PanelSimulator", "SafeOutput", "Scenario", "ScrollAxis", "ScrollPhysics", "Support",
                "Sweep", "Units",
            ]),
        // A tuning fitted to a device's recording: the releases replayed under candidate tunings, searched, profiled.
        .target(
            name: "Fit",
            dependencies: ["Analysis", "DeviceTrace", "PanelSimulator", "Scenario", "Support", "Sweep", "Units"]),
        // The BODragScroll demo's console trace (`BODRAG_TRACE_BATCH` lines): read strictly, and written.
        .target(name: "DeviceTrace", dependencies: ["Support", "Units"]),
        // PlotSpec builders and the sweep folder writer, on top of the analyses.
        .target(
            name: "Reports",
            dependencies: [
                "Analysis", "DeviceTrace", "Fit", "Harness", "PanelSimulator", "Plotting", "SafeOutput", "Scenario",
                "ScrollAxis", "Support", "Sweep", "Units",
            ]
        ),
        // The benchmark suites, declared as values (as package-benchmark keeps them under `Benchmarks/`).
        .target(
            name: "BenchmarkSuites",
            dependencies: [
                "Analysis", "Harness", "PanelSimulator", "Plotting", "Reports", "SafeOutput", "Scenario", "ScrollAxis",
                "ScrollPhysics", "Support", "Sweep",
            ],
            path: "Benchmarks/Suites"),
        .target(name: "Plotting", dependencies: ["CFreeType", "CPNG", "SafeOutput", "Support"]),
        // The one home of small utilities: number text that cannot trap, the seeded generator, error text.
        .target(name: "Support", dependencies: ["CZlib"]),
        // The one output layer: files, result sets and folders written to temporary names and renamed into place;
        // standard output checked; the one reader of user-named files and the one home of path handling.
        .target(name: "SafeOutput", dependencies: ["CFileOps", "Support"]),
        .target(
            name: "BenchCLI",
            dependencies: [
                "Analysis", "ArgumentParsing", "AxisConformance", "BenchmarkSuites", "DeviceTrace", "Fit", "Harness",
                "LoopbackHTTP", "PanelSimulator", "Plotting", "Reports", "SafeOutput", "Scenario", "Support", "Sweep",
                "Units",
            ]),
        .executableTarget(name: "bench", dependencies: ["BenchCLI", "CAllocCounter"]),

        // MARK: - Implementation details
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // zlib's CRC-32 (libpng's own dependency), for the sweep rows' checksum.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // FreeType renders the plots' text (DejaVu Sans) in the raster renderer.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "CAllocCounter"),
        // renameat2 (RENAME_NOREPLACE, RENAME_EXCHANGE) as static inline C wrappers, for SafeOutput.
        .target(name: "CFileOps"),
        // libm as static inline C wrappers (the swift-numerics shim pattern); links libm.
        .target(name: "CLibm", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

        // MARK: - Tests
        .target(
            name: "TestSupport",
            dependencies: ["Analysis", "DeviceTrace", "PanelSimulator", "SafeOutput", "Scenario", "ScrollAxis"],
            path: "Sources/TestSupport"),
        .testTarget(
            name: "ScrollAxisTests", dependencies: ["ScrollAxis", "AxisConformance", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"]),
        .testTarget(
            name: "PanelSimulatorTests",
            dependencies: [
                "PanelSimulator", "Scenario", "ScrollAxis", "ScrollPhysics", "Support", "TestSupport", "Units",
            ]),
        .testTarget(
            name: "PlottingTests",
            dependencies: ["Plotting", "SafeOutput", "Support", "TestSupport"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness"]),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP", "TestSupport"]),
        .testTarget(
            name: "AnalysisTests",
            dependencies: [
                "Analysis", "DeviceTrace", "Harness", "PanelSimulator", "Scenario", "ScrollAxis", "ScrollPhysics",
                "Support", "Sweep", "TestSupport", "Units",
            ]),
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "Analysis", "DeviceTrace", "Harness", "PanelSimulator", "Plotting", "Reports", "Scenario", "Sweep",
            ]),
        .testTarget(name: "DeviceTraceTests", dependencies: ["DeviceTrace"]),
        .testTarget(
            name: "FitTests",
            dependencies: ["Analysis", "DeviceTrace", "Fit", "PanelSimulator", "Scenario", "TestSupport"]),
        .testTarget(
            name: "BenchmarkSuitesTests", dependencies: ["Analysis", "BenchmarkSuites", "Harness", "ScrollAxis"]),
        .testTarget(name: "SafeOutputTests", dependencies: ["SafeOutput", "Support", "TestSupport"]),
        .testTarget(
            name: "BenchCLITests",
            dependencies: [
                "Analysis", "ArgumentParsing", "BenchCLI", "BenchmarkSuites", "Harness", "LoopbackHTTP",
                "PanelSimulator", "Plotting", "Reports", "SafeOutput", "Scenario", "Sweep", "TestSupport",
            ]),
    ]
)
