import Foundation
import Intents

/// How long the parser takes per utterance over `rounds` passes of `utterances`, one core, JSON written as
/// `rentline parse` does: the median, the 99th percentile, the slowest and the throughput, as `key=value` fields.
public struct ParseTiming {
    public let utterances: [String]
    public let rounds: Int

    public init(utterances: [String], rounds: Int) {
        (self.utterances, self.rounds) = (utterances, rounds)
    }

    public func measure(context: ParseContext) -> String {
        let parser = IntentParser()
        for utterance in utterances { _ = parser.parse(utterance, context: context) }
        var samples: [UInt64] = []
        samples.reserveCapacity(utterances.count * rounds)
        var output: [UInt8] = []
        let started = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds {
            for utterance in utterances {
                let before = DispatchTime.now().uptimeNanoseconds
                parser.parse(utterance, context: context).writeJSON(to: &output)
                samples.append(DispatchTime.now().uptimeNanoseconds - before)
                output.removeAll(keepingCapacity: true)
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        samples.sort()
        func microseconds(_ fraction: Double) -> Double {
            Double(samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]) / 1000
        }
        return String(
            format: "utterances=%d parses=%d median_us=%.2f p99_us=%.2f max_us=%.1f per_second=%.0f",
            utterances.count, samples.count, microseconds(0.5), microseconds(0.99), Double(samples.last ?? 0) / 1000,
            Double(samples.count) / elapsed)
    }
}
