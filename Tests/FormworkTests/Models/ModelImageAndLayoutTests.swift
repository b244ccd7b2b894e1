import Formwork
import Foundation
import Testing

/// TLFormView's user: an avatar, a user name shown only above 12, an age with help text, and
/// layout rules for the regular width.
struct TLUser: Codable, Equatable, FormModel {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var avatar: FormImage?
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var user_name: String?
  var age: Int?
  var photos: [FormImage] = []

  static var formDescription: FormModelDescription<TLUser> {
    FormModelDescription(
      fields: [
        .field(\.avatar, placeholder: "No photo"),
        .field(\.user_name, hidden: "$age == nil OR $age <= 12"),
        .field(\.age, help: "Age in years"),
      ],
      layout: FormLayout(compactBelow: 60, regular: ["H:|-[avatar(==24)]-[user_name]-|"]))
  }
}

@Suite("Model-driven forms: image properties and layout rules from the description")
struct ModelImageAndLayoutTests {
  let image = FormImage(
    url: URL(string: "https://example.com/ann.png") ?? URL(fileURLWithPath: "/ann.png"),
    pixelSize: PixelSize(width: 64, height: 64))

  @Test func anImagePropertyIsAnImageRowAndReadsBack() throws {
    let form = try Form(model: TLUser(avatar: image, user_name: "ann", age: 30))
    let avatar = try #require(form.rowBy(tag: "avatar") as? ImageRow)
    #expect(avatar.value == image)
    #expect(avatar.placeholder == "No photo")
    #expect(!avatar.required)
    let other = FormImage(data: Data([1, 2, 3]), name: "me.png")
    try avatar.pickImage(other)
    #expect(try form.model(as: TLUser.self).avatar == other)
  }

  @Test func anArrayOfImagesIsAMultivaluedSectionOfImageRows() throws {
    let form = try Form(model: TLUser(photos: [image, image]))
    let photos = try #require(form.sectionBy(tag: "photos") as? MultivaluedSection)
    #expect(photos.itemRows.count == 2)
    #expect(photos.itemRows.allSatisfy { $0 is ImageRow })
    #expect(try form.model(as: TLUser.self).photos == [image, image])
  }

  @Test func theDescriptionsLayoutBecomesTheFormsLayout() throws {
    let form = try Form(model: TLUser(user_name: "ann", age: 30))
    #expect(form.layout == TLUser.formDescription.layout)
    #expect(form.layoutProblems().isEmpty)
    #expect(form.layoutPlan(forWidth: 80) != nil)
    #expect(form.layoutPlan(forWidth: 40) == nil)
  }

  @Test func aModelWithoutADescriptionHasNoLayout() throws {
    struct Plain { var name = "x" }
    #expect(try Form(model: Plain()).layout == nil)
  }

  @Test func theImageKindFitsOnlyImages() {
    struct Wrong: FormModel {
      var name = "x"
      static var formDescription: FormModelDescription<Wrong> {
        FormModelDescription(fields: [.field(\.name, row: .image)])
      }
    }
    #expect(throws: ModelFormError.self) { try Form(model: Wrong()) }
  }
}
