import Formwork

/// How running a form built from a model ended: the model with the person's answers, or why
/// there is none.
public enum ModelOutcome<Model> {
  /// The person submitted the form and it was valid: the model, read back from the form.
  case submitted(Model)
  /// The form was left without submitting it.
  case cancelled(FormCancellation)
  /// The form was submitted but its values do not read back as a model (a custom rule let a
  /// value through that the model's `Decodable` conformance refuses); the error names the
  /// rows or the key path.
  case unreadable(ModelFormError)

  /// The model, or `nil` when the form was not submitted or did not read back.
  public var model: Model? {
    if case .submitted(let model) = self { return model }
    return nil
  }
}

/// Runs a form built from a model (``Formwork/Form/init(model:options:)``) and gives the model
/// back, typed: huh's bound variables, with Formwork's models.
///
/// ```swift
/// struct Signup: Codable { var name: String; var port: Int; var docker: Bool }
///
/// let runner = try ModelFormRunner(model: Signup(name: "", port: 8080, docker: false))
/// switch try runner.run() {
/// case .submitted(let signup): print(signup.port)  // 8080, or what the person typed
/// case .cancelled(let reason): print(reason)
/// case .unreadable(let error): print(error)
/// }
/// ```
///
/// The model is read with ``Formwork/Form/model(updating:includeHidden:)``, so properties the
/// form has no row for keep the values of the model the runner started from.
public final class ModelFormRunner<Model: Codable> {
  /// The runner of the form built from the model; its ``FormRunner/form`` and
  /// ``FormRunner/options`` can be changed before running.
  public let runner: FormRunner
  /// The model the form was built from.
  public let initialModel: Model

  /// Builds the form from `model` and a runner for it.
  ///
  /// - Parameters:
  ///   - model: The model whose properties become the rows, with their values.
  ///   - options: How the form is presented; as ``FormRunner/init(_:options:)``.
  ///   - formOptions: How the form is built from the model.
  /// - Throws: ``Formwork/ModelFormError`` as ``Formwork/Form/init(model:options:)`` does.
  public init(
    model: Model, options: RunnerOptions = RunnerOptions(),
    formOptions: ModelFormOptions = ModelFormOptions()
  ) throws(ModelFormError) {
    initialModel = model
    runner = FormRunner(try Form(model: model, options: formOptions), options: options)
  }

  /// The form built from the model.
  public var form: Form { runner.form }

  /// Runs the form on the process's terminal, or in line mode without one, as
  /// `FormRunner.run()` does.
  ///
  /// - Returns: The model read back from the submitted form, or why there is none.
  /// - Throws: ``TerminalError`` as `FormRunner.run()` does.
  public func run() throws(TerminalError) -> ModelOutcome<Model> {
    outcome(of: try runner.run())
  }

  /// Runs the form on `device`, as `FormRunner.run(on:)` does.
  ///
  /// - Returns: The model read back from the submitted form, or why there is none.
  /// - Throws: ``TerminalError`` as `FormRunner.run(on:)` does.
  public func run(on device: some TerminalDevice) throws(TerminalError) -> ModelOutcome<Model> {
    outcome(of: try runner.run(on: device))
  }

  /// Runs the form on the process's terminal as `run()` does, giving other tasks their turn
  /// between reads.
  ///
  /// - Returns: The model read back from the submitted form, or why there is none.
  /// - Throws: ``TerminalError`` as `FormRunner.run()` does.
  public func run() async throws(TerminalError) -> ModelOutcome<Model> {
    outcome(of: try await runner.run())
  }

  /// Runs the form on `device` as `run(on:)` does, giving other tasks their turn between reads.
  ///
  /// - Returns: The model read back from the submitted form, or why there is none.
  /// - Throws: ``TerminalError`` as `FormRunner.run(on:)` does.
  public func run(on device: some TerminalDevice) async throws(TerminalError)
    -> ModelOutcome<Model>
  {
    outcome(of: try await runner.run(on: device))
  }

  /// The typed outcome of a run that ended with `outcome`.
  ///
  /// - Parameter outcome: How a run of ``form`` ended (from ``FormRunner``, or a
  ///   ``LinePrompter`` on the same form).
  /// - Returns: The model read back from the form when it was submitted.
  public func outcome(of outcome: FormOutcome) -> ModelOutcome<Model> {
    switch outcome {
    case .cancelled(let reason): return .cancelled(reason)
    case .submitted:
      do {
        return .submitted(try form.model(updating: initialModel))
      } catch {
        return .unreadable(error)
      }
    }
  }
}
