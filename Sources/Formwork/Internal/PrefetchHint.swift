/// Asks the processor to bring the cache line holding `address` into its caches for a read,
/// without waiting for it (see `ValidationPrefetcher`).
///
/// A hint only: no memory is read, an address that is not mapped does nothing, and a wrong one
/// costs a wasted fetch. Swift has no spelling for it, so this calls LLVM's `llvm.prefetch`
/// intrinsic by name, which the compiler turns into the processor's prefetch instruction
/// (`prefetcht0` on x86-64, `prfm pldl1keep` on ARM64) in debug and release builds alike. A C
/// target with `__builtin_prefetch` would do the same, but every module importing Formwork
/// outside SwiftPM (the fuzz targets, the type-check tests) would then need its module map. Were
/// a compiler ever not to recognise the name, linking would fail on the missing symbol
/// `llvm.prefetch.p0`: loudly, never silently.
@inline(__always)
func prefetchForReading(_ address: UnsafeRawPointer) {
  llvmPrefetch(address, 0, 3, 1)
}

/// LLVM's prefetch intrinsic: the address, 0 for a read (1 for a write), the locality from 0
/// (none) to 3 (keep in every level of cache), and 1 for data (0 for instructions).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(
  _ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)
