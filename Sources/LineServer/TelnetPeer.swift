/// What the server knows of a client's telnet, and which options the two have agreed (RFC 854's rules, kept so
/// that no request is ever answered twice and no answer is answered).
///
/// Telnet bytes go only to a client that has shown it speaks telnet: by sending a telnet command, or by answering
/// the offers the server makes once, with its first reply, to a client whose first line ended as telnet ends
/// lines (CR LF or CR NUL). The offers ask the client to send 8-bit data (BINARY, so UTF-8 arrives whole) and its
/// window size (NAWS). A client that has not answered them by the time the next reply is written is never sent
/// telnet bytes again.
struct TelnetPeer {
    enum Standing: Equatable {
        case unknown
        case offerDue
        case offered
        case speaksTelnet
        case plain
    }

    private(set) var standing = Standing.unknown
    private var clientOptions: Set<UInt8> = []
    private var askedOfClient: Set<UInt8> = []
    private var serverOptions: Set<UInt8> = []
    private var offeredByServer: Set<UInt8> = []
    private var refused: Set<[UInt8]> = []

    /// True when telnet bytes may be written to this client.
    var acceptsCommands: Bool { standing == .speaksTelnet || standing == .offered }

    var speaksTelnet: Bool { standing == .speaksTelnet }

    /// Notes how the client ends its lines; only the first line counts.
    mutating func lineRead(endsWithCarriageReturn: Bool) {
        if standing == .unknown { standing = endsWithCarriageReturn ? .offerDue : .plain }
    }

    /// What to write before a reply: the offers when they are due and the connection shows text.
    mutating func beforeReply(isTextMode: Bool) -> [UInt8] {
        switch standing {
        case .offerDue where isTextMode:
            standing = .offered
            return ask(Telnet.binary) + ask(Telnet.windowSize)
        case .offerDue, .offered:
            standing = .plain
        case .unknown, .speaksTelnet, .plain:
            break
        }
        return []
    }

    /// The command that makes the client stop echoing what is typed (a password follows), or echo it again.
    mutating func setClientEchoes(_ clientEchoes: Bool) -> [UInt8] {
        guard acceptsCommands else { return [] }
        let isHiding = serverOptions.contains(Telnet.echo) || offeredByServer.contains(Telnet.echo)
        if clientEchoes {
            guard isHiding else { return [] }
            serverOptions.remove(Telnet.echo)
            offeredByServer.remove(Telnet.echo)
            return [Telnet.iac, Telnet.wont, Telnet.echo]
        }
        guard !isHiding else { return [] }
        offeredByServer.insert(Telnet.echo)
        return [Telnet.iac, Telnet.will, Telnet.echo]
    }

    /// The answer to a client's option request, if one is owed. Every TIMING-MARK is answered; other requests
    /// are agreed to (BINARY, NAWS, an ECHO the server offered) or refused once.
    mutating func receive(verb: UInt8, option: UInt8) -> [UInt8] {
        standing = .speaksTelnet
        switch verb {
        case Telnet.do:
            if option == Telnet.timingMark { return [Telnet.iac, Telnet.will, Telnet.timingMark] }
            if offeredByServer.remove(option) != nil || serverOptions.contains(option) {
                serverOptions.insert(option)
                return []
            }
            guard option == Telnet.binary else { return refuse(Telnet.wont, option) }
            serverOptions.insert(option)
            return [Telnet.iac, Telnet.will, option]
        case Telnet.dont:
            if offeredByServer.remove(option) != nil { return [] }
            return serverOptions.remove(option) != nil ? [Telnet.iac, Telnet.wont, option] : []
        case Telnet.will:
            if askedOfClient.remove(option) != nil || clientOptions.contains(option) {
                clientOptions.insert(option)
                return []
            }
            guard option == Telnet.binary || option == Telnet.windowSize else { return refuse(Telnet.dont, option) }
            clientOptions.insert(option)
            return [Telnet.iac, Telnet.do, option]
        case Telnet.wont:
            if askedOfClient.remove(option) != nil { return [] }
            return clientOptions.remove(option) != nil ? [Telnet.iac, Telnet.dont, option] : []
        default:
            return []
        }
    }

    /// Notes that the client sent a telnet command other than an option request.
    mutating func commandReceived() {
        standing = .speaksTelnet
    }

    private mutating func ask(_ option: UInt8) -> [UInt8] {
        guard !clientOptions.contains(option), askedOfClient.insert(option).inserted else { return [] }
        return [Telnet.iac, Telnet.do, option]
    }

    private mutating func refuse(_ verb: UInt8, _ option: UInt8) -> [UInt8] {
        guard refused.insert([verb, option]).inserted else { return [] }
        return [Telnet.iac, verb, option]
    }
}
