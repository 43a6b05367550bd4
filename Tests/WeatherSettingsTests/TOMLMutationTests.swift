import Testing
@testable import WeatherSettings

/// Bad input never crashes the reader: thousands of mutations of real configuration files,
/// each read to the end or refused with a typed problem at a line and column inside the text.
/// (The fuzz package's FuzzConfiguration goes further; this runs with every `swift test`.)
@Suite("No TOML text crashes the configuration reader")
struct TOMLMutationTests {
    /// SplitMix64: the same mutations on every run, so a failure can be replayed.
    struct Mutator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let seeds = [
        "api_key = \"k\"\ncity = \"서울\"\nlocale = 'ko_KR'\n[serve]\nhost = \"::1\"\nport = 8_081\n",
        "lat = 37.5665\nlon = 126.978\nchart = true\naqi_scale = \"kr\"\n# comment\n",
        "serve = { host = '::1', port = 0x1F91 }\r\nbase_url = \"\"\"\nhttp://x\\\n  /y\"\"\"\n",
        "[[a.b]]\nc = [1, 2.5e3, -inf, 1979-05-27T07:32:00Z, [\"x\", 'y']]\n[a.d]\n\"e f\".g = \"\\u00e9\\U0001F600\\t\"\n",
    ]
    /// Bytes that matter to TOML's grammar, plus a control character, DEL and a non-ASCII lead byte.
    static let alphabet: [UInt8] = Array("[]{}=,.\"'\\#\n\r\t 0_+-:eExuUtf".utf8) + [0x07, 0x7F, 0xC3, 0xA9, 0xEF]

    @Test("20,000 mutations: each read, or refused at a line and column that exist")
    func mutations() {
        var random = Mutator(state: 32)
        var refused = 0
        for round in 0..<20_000 {
            var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0...random.next(4) {
                let at = random.next(bytes.count + 1)
                switch random.next(4) {
                case 0: bytes.insert(Self.alphabet[random.next(Self.alphabet.count)], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                case 2: bytes.insert(contentsOf: bytes[at...].prefix(random.next(8) + 1), at: at)
                default: bytes = Array(bytes.prefix(at))
                }
            }
            do {
                _ = try TOMLTable(parsing: String(decoding: bytes, as: UTF8.self))
            } catch {
                refused += 1
                let text = Array(String(decoding: bytes, as: UTF8.self).utf8)
                let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
                let inside = (1...lines.count).contains(error.line)
                    && (1...(lines[error.line - 1].count { $0 & 0xC0 != 0x80 } + 1)).contains(error.column)
                #expect(inside, "round \(round): \(error.line):\(error.column) \(error.problem) in \(lines.count) lines")
                #expect(!error.problem.detail.contains("\n"))
            }
        }
        // The mutations reach the errors, not only the happy path.
        #expect(refused > 5_000 && refused < 20_000, "\(refused) refused")
    }
}
