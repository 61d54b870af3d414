// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Rentline",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "rentline", targets: ["rentline"]),
        .executable(name: "rentline-bench", targets: ["rentline-bench"]),
        .executable(name: "rentline-eval", targets: ["rentline-eval"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.10.0"..<"5.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CReadline",
            pkgConfig: "readline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(
            name: "Gazetteer",
            resources: [
                .copy("Resources/us_zipcodes.csv"), .copy("Resources/world_cities.csv"), .copy("Resources/neighborhoods.csv"),
                .copy("Resources/city_names.tsv"),
            ],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        .target(
            name: "TerminalLayout",
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        .target(
            name: "Intents",
            dependencies: ["Gazetteer"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        .target(
            name: "Marketplace",
            dependencies: [
                "Gazetteer",
                "CLibPQ",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "Demo",
            dependencies: ["Marketplace", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(
            name: "Bot",
            dependencies: [
                "Intents",
                "TerminalLayout",
                "Marketplace",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "LineServer",
            dependencies: [
                "Bot",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "AdminConsole",
            dependencies: [
                "CReadline",
                "Intents",
                "TerminalLayout",
                "Marketplace",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "Transcripts", dependencies: ["AdminConsole"]),
        .target(
            name: "RentlineTesting",
            dependencies: [
                "AdminConsole",
                "LineServer",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .target(
            name: "Exchanges",
            dependencies: ["LineServer", "Marketplace", "RentlineTesting", "Transcripts", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "rentline",
            dependencies: [
                "AdminConsole",
                "TerminalLayout",
                "Intents",
                "Marketplace",
                "Demo",
                "Bot",
                "LineServer",
                "Transcripts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "rentline-bench",
            dependencies: [
                "Bot",
                "Demo",
                "Intents",
                "LineServer",
                "Marketplace",
                "ParserEvaluation",
                "RentlineTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .target(name: "ParserEvaluation", dependencies: ["Intents"]),
        .executableTarget(name: "rentline-eval", dependencies: ["Intents", "ParserEvaluation"]),
        .testTarget(name: "IntentsTests", dependencies: ["Intents", "Gazetteer", "ParserEvaluation"], exclude: ["Corpus", "TimePhrases"]),
        .testTarget(name: "GazetteerTests", dependencies: ["Gazetteer"]),
        .testTarget(name: "TerminalLayoutTests", dependencies: ["TerminalLayout"]),
        .testTarget(
            name: "MarketplaceTests",
            dependencies: [
                "Marketplace", "RentlineTesting", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", "Marketplace", "RentlineTesting", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "BotTests", dependencies: ["Bot", "RentlineTesting"]),
        .testTarget(
            name: "LineServerTests",
            dependencies: [
                "LineServer",
                "RentlineTesting",
                "Transcripts",
                .product(name: "NIOTestUtils", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "ConversationTests", dependencies: ["Exchanges", "LineServer", "ParserEvaluation", "RentlineTesting", "Transcripts"]),
        .testTarget(name: "CReadlineTests", dependencies: ["CReadline"]),
        .testTarget(name: "AdminConsoleTests", dependencies: ["AdminConsole", "RentlineTesting"]),
        .testTarget(
            name: "RentlineCommandTests",
            dependencies: ["rentline", "Demo", "RentlineTesting", "Transcripts", .product(name: "GRDB", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)
