"""stitch-bench: measure the suite (kernel counts beside IREE's dispatch counts, traffic,
redundancy, compile time, emulator error against the framework) and write the results table."""
