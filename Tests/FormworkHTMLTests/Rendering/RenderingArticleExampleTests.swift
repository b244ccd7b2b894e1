import Formwork
import FormworkHTML
import Testing

@Suite("The examples of the article Rendering Forms as HTML")
struct RenderingArticleExampleTests {
  @Test("The sign-up example renders as the article shows")
  func signUp() throws {
    let token = "3q2-7Yw"
    let form =
      Form()
      +++ Section("Sign up")
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.required = true
        $0.helpText = "We send the confirmation there."
      }
      <<< IntRow("age") { $0.title = "Age" }
      <<< SwitchRow("news") { $0.title = "Newsletter" }

    try form.type("12a", into: "age")
    form.validate()

    var renderer = HTMLRenderer(action: "/signup", csrfToken: token)
    // The article shows the markup; the runtime's data and script are left out here.
    renderer.runtimePlacement = .none
    #expect(renderer.render(form) == Self.signUpHTML)
  }

  /// The HTML the article shows.
  static let signUpHTML = #"""
    <form class="fw-form" action="/signup" method="post" accept-charset="UTF-8" novalidate>
      <div class="fw-error-summary" id="fw.error-summary" role="alert" tabindex="-1" aria-labelledby="fw.error-summary.title">
        <h2 class="fw-error-summary__title" id="fw.error-summary.title">Please check the following</h2>
        <ul class="fw-error-summary__list">
          <li><a href="#fw-email">E-mail can't be empty</a></li>
          <li><a href="#fw-age">Age must be a whole number</a></li>
        </ul>
      </div>
      <input type="hidden" name="formwork.csrf" value="3q2-7Yw">
      <fieldset class="fw-section" id="fw.section.0">
        <legend id="fw.section.0.legend">Sign up</legend>
        <div class="fw-row fw-row--field fw-row--required fw-row--invalid" id="fw-email.row">
          <label for="fw-email">E-mail<span class="fw-required" aria-hidden="true">*</span></label>
          <input type="email" name="email" id="fw-email" autocomplete="email" required aria-invalid="true" aria-describedby="fw-email.help fw-email.messages">
          <p class="fw-help" id="fw-email.help">We send the confirmation there.</p>
          <ul class="fw-messages" id="fw-email.messages">
            <li>E-mail can't be empty</li>
          </ul>
        </div>
        <div class="fw-row fw-row--field fw-row--invalid" id="fw-age.row">
          <label for="fw-age">Age</label>
          <input type="text" name="age" id="fw-age" value="12a" inputmode="numeric" aria-invalid="true" aria-describedby="fw-age.messages">
          <ul class="fw-messages" id="fw-age.messages">
            <li>Age must be a whole number</li>
          </ul>
        </div>
        <div class="fw-row fw-row--switch" id="fw-news.row">
          <input type="checkbox" role="switch" name="news" id="fw-news" value="on">
          <label for="fw-news">Newsletter</label>
          <input type="hidden" name="formwork.shown" value="news">
        </div>
      </fieldset>
      <div class="fw-actions">
        <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
      </div>
    </form>
    """#

  @Test("The example of HTMLRenderer's documentation renders as it shows")
  func renderer() {
    let form =
      Form()
      +++ Section("Profile")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< IntRow("age") { $0.title = "Age" }

    var renderer = HTMLRenderer(action: "/signup")
    renderer.runtimePlacement = .none
    renderer.csrfToken = "…"
    #expect(
      renderer.render(form) == #"""
        <form class="fw-form" action="/signup" method="post" accept-charset="UTF-8" novalidate>
          <input type="hidden" name="formwork.csrf" value="…">
          <fieldset class="fw-section" id="fw.section.0">
            <legend id="fw.section.0.legend">Profile</legend>
            <div class="fw-row fw-row--field fw-row--required" id="fw-name.row">
              <label for="fw-name">Name<span class="fw-required" aria-hidden="true">*</span></label>
              <input type="text" name="name" id="fw-name" autocomplete="name" required>
            </div>
            <div class="fw-row fw-row--field" id="fw-age.row">
              <label for="fw-age">Age</label>
              <input type="number" name="age" id="fw-age" step="1">
            </div>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
          </div>
        </form>
        """#)
  }
}
