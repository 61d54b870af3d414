import Testing

struct ParseCommandTests {
    @Test func printsTheContractsJSON() async throws {
        let result = try await RentlineProcess.run(["parse", "--now", "2026-11-22T10:00", "log in as Ana"])
        #expect(result.status == 0)
        #expect(result.output == #"{"intent":"login","slots":{"user":"ana"}}"# + "\n")
    }

    @Test func batchPrintsOneObjectPerLineInOrder() async throws {
        let result = try await RentlineProcess.run(["parse", "--batch"], input: "whoami\nlgoin\n\nquit\nzzzzzz\n")
        #expect(result.status == 0)
        #expect(
            result.output.split(separator: "\n") == [
                #"{"intent":"whoami","slots":{}}"#,
                #"{"intent":"login","slots":{}}"#,
                #"{"intent":"unknown","slots":{"suggestions":["find a tent near me","rent out my ladder for $3 a day","surprise me"]}}"#,
                #"{"intent":"quit","slots":{}}"#,
                #"{"intent":"unknown","slots":{"suggestions":["find a tent near me","rent out my ladder for $3 a day","surprise me"]}}"#,
            ])
    }

    @Test func refusesABadReferenceTime() async throws {
        let result = try await RentlineProcess.run(["parse", "--now", "tomorrow", "help"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--now takes a local time like 2026-11-22T10:00"))
    }
}
