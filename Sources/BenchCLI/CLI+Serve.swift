// BenchCLI/CLI+Serve: `bench serve`: a local page to tune a scenario live, served on 127.0.0.1.
import Analysis
import ArgumentParsing
import LoopbackHTTP
import PanelSimulator
import Reports
import SafeOutput
import Scenario

extension BenchCLI {
    /// Serves the live tuning page and its simulation endpoint until interrupted.
    static let serve = Verb(
        name: "serve", summary: "a local page to tune a scenario live: sliders, a sheet to fling, A against B",
        discussion: """
            Serves a page on 127.0.0.1 (printed; --port 0 picks a free port) with a control for every parameter \
            --set takes, a sheet to fling with the mouse, and A (the scenario as loaded) against B (the sliders) \
            on phones and charts with a playhead; it copies B as --set flags or as Swift. Every curve comes from \
            the simulator: GET /simulate?start-height=…&velocity=…&set=NAME=VALUE answers the frames of A and B \
            as JSON, a value refused with the command line's own line (HTTP 400). Ctrl-C stops it (exit 130). \
            Details: docs/page.md, "The live page".
            Example: bench serve --scenario movement-lab --port 0
            """,
        options: ServeOptions.self
    ) { options, invocation in
        let source = options.scenario
        let scenario = try loadScenario(source)
        warnImplausible(scenario, io: invocation.io)
        let start = GestureRequest.defaultStartHeight(of: scenario)
        let page = LivePage.html(
            scenario: scenario, source: source, startHeight: start, velocity: GestureRequest.defaultVelocity)
        let server: LoopbackServer
        do throws(LoopbackServerError) { server = try LoopbackServer(port: UInt16(options.port)) } catch {
            throw UsageError("--port: \(error.description)")
        }
        invocation.io.print("bench serve: \(scenario.name) at \(server.url) (Ctrl-C stops)")
        // An address nobody can read (standard output closed or full) is the one line (exit 1), not a server left
        // running that no one can find.
        if let failure = invocation.io.finishOutput() { throw failure }
        Interruption.whileInstalled {
            server.serve(until: { Interruption.flag.isCancelled }) { request in
                answer(request, page: page, scenario: scenario, source: source)
            }
        }
        Interruption.reportStopped {
            invocation.io.printError("\(invocation.commandPath): interrupted; stopped serving")
        }
        return .interrupted
    }

    /// `/`: the page; `/simulate?…`: A and B simulated (``LiveAnswer``), or 400 with the command line's line.
    private static func answer(_ request: HTTPRequest, page: String, scenario: Scenario, source: String)
        -> HTTPResponse
    {
        switch request.path {
        case "/":
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", text: page)
        case "/simulate":
            do {
                let query = try SimulateQuery.read(request.query)
                let (a, b) = try query.setups(on: scenario, source: source)
                let json = try LiveAnswer.json(a: a, b: b, settings: query.settings.map(\.written), source: source)
                return HTTPResponse(status: 200, contentType: "application/json", text: json)
            } catch {
                return .plain(400, describe(error).1)
            }
        default:
            return .plain(404, "not found: only / and /simulate are served")
        }
    }
}
