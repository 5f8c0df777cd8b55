import EditingSemantics
import HostModels
import Testing

@Suite struct CatalogTests {
    @Test func idsAreUnique() {
        let ids = HostCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
