/** A guest's checkout data (SPEC §4): the profile and the Porto address the pre-registration tests fill in. */
export const guestProfile = { firstName: "Rita", fullName: "Rita Sousa", birthDate: "1990-05-17", phone: "+351912345678", nif: "123456789" };
export const guestAddress = {
  firstName: "Rita",
  fullName: "Rita Sousa",
  phone: "+351912345678",
  country: "PT",
  zipCode: "4000-322",
  state: "Porto",
  city: "Porto",
  address: "Rua de Santa Catarina",
  number: "100",
  neighborhood: "Bonfim",
  propertyType: "apartamento",
  complement: "2.º Esq.",
};
