/// Reading keys for a standalone prompt (a confirm question) on a device: the keys of each
/// read, a lone Escape ended by a pause, and the end of the input.
struct PromptLoop<Device: TerminalDevice> {
  let device: Device
  let escapeDelay: Duration
  var decoder = KeyDecoder()

  /// The keys of the next read; `nil` when the input has ended (the keys still pending come
  /// first, in a last call).
  mutating func keys() throws(TerminalError) -> [Key]? {
    let timeout: Duration? = decoder.isPending ? escapeDelay : nil
    guard let bytes = try device.read(timeout: timeout) else {
      let rest = decoder.flush()
      return rest.isEmpty ? nil : rest
    }
    var keys = decoder.decode(bytes)
    if bytes.isEmpty { keys += decoder.flush() }
    return keys
  }
}
