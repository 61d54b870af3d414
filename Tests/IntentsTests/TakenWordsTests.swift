@testable import Intents
import Testing

/// `TakenWords` reads and writes like an array of flags, on short lines and past its inline bits.
struct TakenWordsTests {
    @Test(arguments: [0, 1, 63, 64, 65, 127, 128, 129, 200, 300])
    func everyWordKeepsItsOwnFlag(count: Int) {
        var taken = TakenWords(count: count, takingFirst: count / 3)
        var flags = (0..<count).map { $0 < count / 3 }
        #expect(Array(taken) == flags)
        for index in stride(from: 0, to: count, by: 7) {
            taken[index].toggle()
            flags[index].toggle()
        }
        #expect(Array(taken) == flags)
        #expect(TakenWords(flags) == taken)
        #expect(Array(taken.from(count / 2)) == flags.indices.map { $0 >= count / 2 && flags[$0] })
        if count > 4 { #expect(Array(taken.takingAllBut(2...3)) == flags.indices.map { flags[$0] || !(2...3).contains($0) }) }
    }

    @Test func equalFlagsAreEqualKeys() {
        var first = TakenWords(count: 140)
        var second = TakenWords(count: 140)
        first[3] = true
        first[135] = true
        second[135] = true
        #expect(first != second)
        second[3] = true
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(TakenWords(count: 5) != TakenWords(count: 6))
    }
}
