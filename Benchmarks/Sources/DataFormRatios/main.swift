import BenchmarkSupport

// Forms from models and from data (#15, #28), each measured side by side with a hand-written
// baseline doing the same work, in this one run, time and instructions (RatioRunner):
// ModelWorkloads.swift, SchemaWorkloads.swift and LayoutWorkloads.swift.
//
//     swift run -c release DataFormRatios [--samples N] [--only TEXT] [--no-instructions]
//         [--markdown]

RatioRunner.main(
  title: "Forms from models and data",
  workloads: modelWorkloads() + schemaWorkloads() + layoutWorkloads())
