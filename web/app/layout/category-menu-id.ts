export const CATEGORY_MENU_ID = "menu-categorias";
