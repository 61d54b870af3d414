@testable import Bot
import Marketplace
import Testing

struct ListingAmenitiesTests {
    @Test func addingKeepsTheOthersAndAThingOutsideTheListAsWritten() throws {
        #expect(try ListingAmenities.after("add a balcony", current: ["wifi", "parking"], kind: .home) == ["wifi", "parking", "balcony"])
        #expect(try ListingAmenities.after("add a fridge and a Hot Tub", current: ["wifi"], kind: .space) == ["wifi", "refrigerator", "hot tub"])
        #expect(try ListingAmenities.after("add wifi", current: ["wifi"], kind: .space) == ["wifi"])
    }

    @Test func removingTakesOnlyThatOneAndSaysWhenItIsNotListed() throws {
        #expect(try ListingAmenities.after("remove parking", current: ["wifi", "parking", "balcony"], kind: .home) == ["wifi", "balcony"])
        #expect(throws: ListingError.amenityNotListed("pool")) { try ListingAmenities.after("remove pool", current: ["wifi"], kind: .home) }
    }

    @Test func aListReplacesAndNoneClears() throws {
        #expect(try ListingAmenities.after("hot tub, wifi", current: ["parking"], kind: .home) == ["hot tub", "wifi"])
        #expect(try ListingAmenities.after(" None", current: ["parking"], kind: .home).isEmpty)
        #expect(throws: ListingError.amenities(kind: .home)) { try ListingAmenities.after(",", current: [], kind: .home) }
        let many = (1...21).map { "thing \($0)" }.joined(separator: ", ")
        #expect(throws: ListingError.tooManyAmenities(20)) { try ListingAmenities.after(many, current: [], kind: .home) }
    }
}
