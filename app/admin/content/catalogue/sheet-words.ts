import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The catalogue spreadsheet's words (엑셀 일괄 등록): the file's own and the list page's. */
const ko = {
  // The list page
  sheetTitle: "엑셀 일괄 등록",
  sheetText:
    "모든 제품을 엑셀 파일(.xlsx)로 내려받아 고친 뒤 올리면, 바뀐 제품만 초안으로 저장되고 바뀐 내용을 확인한 다음 한 번에 게시할 수 있습니다. 파일에는 지금의 초안이 들어 있습니다. 수치는 머리글의 단위에 맞춰 숫자만 쓰고, 모르는 수치는 비워 두세요.",
  download: "엑셀 파일 내려받기 (.xlsx)",
  uploadLabel: "고친 엑셀 파일",
  uploadHint: ".xlsx 파일, 5 MB 이하. 이 화면에서 내려받은 파일이어야 합니다.",
  uploadButton: "올려서 확인하기",
  file: "올린 파일: {name}",
  chooseAgain: "파일을 고친 뒤 다시 골라 올려 주세요.",
  errorsTitle: "고쳐야 할 곳 {n}곳. 아무것도 저장하지 않았습니다.",
  at: "{row}행, {column}열 ({header})",
  atRow: "{row}행",
  atColumn: "{column}열 ({header})",
  changesTitle: "초안으로 저장했습니다: 제품 {n}개",
  changesText:
    "아래 내용이 바뀌었습니다. 방문자에게는 아직 보이지 않습니다. 확인한 뒤 한 번에 게시하세요. 각 제품은 편집 화면에서 따로 고치거나 게시할 수도 있습니다.",
  unchanged: "바뀐 것이 없는 행 {n}개는 그대로 두었습니다.",
  nothingChanged: "파일의 내용이 지금의 초안과 같습니다. 저장한 것이 없습니다.",
  before: "이전",
  after: "이후",
  empty: "(비어 있음)",
  publishAll: "모두 게시 ({n}개)",
  publishAnyway: "그래도 모두 게시 ({n}개)",
  staleTitle: "예전 값을 아직 적고 있는 글 {n}곳",
  staleText:
    "수치나 코드를 바꿔도 설명, 특징처럼 직접 쓴 글은 저절로 바뀌지 않습니다. 편집 화면에서 고친 뒤 게시하거나, 이대로 게시하세요.",
  staleRefused:
    "예전 값을 적은 글이 있어 게시하지 않았습니다: {fields}. 고치거나, 목록을 보고 '그래도 모두 게시'를 고르세요.",
  publishedAll: "제품 {n}개를 게시했습니다. 1초 안에 사이트에 반영됩니다.",
  publishRefusedTitle: "게시하지 못한 제품 {n}개 (초안은 그대로 있습니다)",
  openEditor: "편집 화면",
  openPage: "제품 페이지",
  publishConflict:
    "올린 뒤 {who}이(가) {when}에 이 제품을 고쳤습니다 (버전 {base} → {current}). 게시하지 않았습니다. 편집 화면에서 확인하세요.",
  publishMissing: "이 제품을 찾을 수 없습니다.",
  // What is wrong with a file
  noFile: "올릴 .xlsx 파일을 고르세요.",
  tooBig: "파일이 5 MB보다 큽니다. 이 화면에서 내려받은 엑셀 파일을 올려 주세요.",
  notXlsx:
    "엑셀(.xlsx) 파일이 아닙니다 (CSV나 텍스트 파일일 수 있습니다). 엑셀에서 .xlsx 형식으로 저장해 올려 주세요.",
  unpacksTooBig:
    "압축을 풀면 64 MB보다 커지는 파일이라 읽지 않았습니다. 이 화면에서 내려받은 엑셀 파일을 고쳐 올려 주세요.",
  oldXls:
    "예전 엑셀 형식(.xls)이거나 암호가 걸린 파일입니다. 암호 없이 .xlsx 형식으로 저장해 올려 주세요.",
  ods: "OpenDocument 스프레드시트(.ods) 파일입니다. .xlsx 형식으로 저장해 올려 주세요.",
  noWorkbook:
    "압축 파일이지만 엑셀 통합 문서가 들어 있지 않습니다. 엑셀에서 .xlsx 형식으로 저장해 올려 주세요.",
  damaged:
    "파일이 손상되어 안의 내용을 풀 수 없습니다 ({part}). 원래 파일을 엑셀에서 열어 다시 저장해 올려 주세요.",
  unreadable:
    "엑셀 파일이지만 워크시트를 읽을 수 없습니다. 엑셀에서 열어 .xlsx 형식으로 다시 저장해 올려 주세요.",
  tooSlow:
    "이 파일은 읽는 데 허용된 시간이나 메모리를 넘었습니다. 이 화면에서 내려받은 엑셀 파일을 고쳐 올려 주세요.",
  busy: "지금은 파일을 읽을 수 없습니다. 잠시 후 다시 올려 주세요.",
  noKeys:
    "첫 행(숨김)에 항목 이름이 없습니다. 이 화면에서 내려받은 파일을 고쳐서 올려 주세요. 첫 행은 지우지 마세요.",
  tooManyRows: "행이 너무 많습니다 ({max}행까지).",
  // What is wrong with a column, a row or a cell
  unknownColumn: "알 수 없는 열입니다 ({key}). 내려받은 파일에 있던 열만 쓸 수 있습니다.",
  addedColumn: "추가된 열입니다. 카탈로그에 이런 항목은 없습니다. 열을 지우고 올려 주세요.",
  duplicateColumn: "같은 항목의 열이 {column}열에도 있습니다.",
  missingColumn: "{header} 열이 없습니다. 지우지 말고 그대로 두세요.",
  noCode: "코드가 비어 있습니다.",
  unknownCode: "이 코드의 제품이 없습니다. 새 제품은 편집 화면에서 추가하세요.",
  duplicateCode: "같은 제품이 {row}행에도 있습니다.",
  badVersion: "버전 칸이 바뀌었습니다. 파일을 다시 내려받아 고쳐 주세요.",
  conflict:
    "내려받은 뒤 {who}이(가) {when}에 이 제품을 먼저 고쳤습니다 (버전 {base} → {current}). 덮어쓰지 않았습니다. 파일을 다시 내려받아 이 행을 다시 고쳐 주세요.",
  notNumber: "숫자가 아닙니다: {value}",
  wrongUnit: "단위가 다릅니다: 이 열은 {unit} 단위입니다 ({value}). 숫자만 쓰세요.",
  date: "날짜로 바뀌었습니다. 셀 서식을 텍스트로 하거나 앞에 '를 붙여 {example}처럼 쓰세요.",
  notApplicable: "이 제품에는 없는 수치입니다. 칸을 비워 두세요.",
  notText: "글자가 아닌 값입니다 ({value}).",
  unknownCategory: "분류 목록에 없는 분류입니다: {value}",
  unknownSubcategory: "이 분류에 없는 하위 분류입니다: {value}",
  cannotChange: "이 값은 아직 여기서 바꿀 수 없습니다.",
  tooLong: "{max}자 이내로 쓰세요.",
  tooMany: "{max}개까지 쓸 수 있습니다.",
  // The file itself
  sheetProducts: "제품",
  sheetAbout: "안내",
  sheetLists: "분류 목록",
  headerCode: "코드",
  headerCategory: "분류",
  headerSubcategory: "하위 분류",
  headerVersion: "버전 (고치지 마세요)",
  specPair: "사양 {n}",
  inUnit: "({unit})",
  note: "{when} 기준 초안입니다 ({who}). 방문자가 보는 게시본이 아니라 직원이 고치는 초안이 들어 있습니다.",
  aboutTitle: "제품 카탈로그: 엑셀 일괄 등록",
  about1:
    "이 파일에는 내려받은 때의 초안이 들어 있습니다 (방문자가 보는 게시본과 다를 수 있습니다). 내려받은 때: {when}, 내려받은 사람: {who}.",
  about2:
    "한 행이 한 제품입니다. 코드로 제품을 찾습니다. 새 제품은 아직 이 파일로 추가할 수 없고, 편집 화면에서 추가합니다.",
  about3:
    "수치는 머리글에 적힌 단위로 숫자만 씁니다 (예: 240). 모르는 수치는 비워 두세요. 회색 칸은 그 제품에 없는 수치이니 비워 두세요. 여러 값은 /로 나눕니다 (예: 10/16).",
  about4:
    "특징은 한 칸에 한 줄에 하나씩 씁니다 (Alt+Enter로 줄 바꿈). 사양 행은 항목과 값을 한국어와 영어로 씁니다. 네 칸을 모두 비우면 그 행이 빠집니다. 수치에서 만들어지는 사양 행은 파일에 없습니다.",
  about5:
    "첫 행(숨김)과 버전 열(숨김)은 올릴 때 칸을 맞추는 데 쓰이니 고치거나 지우지 마세요. 올리면 모든 칸을 확인하고, 하나라도 틀리면 아무것도 저장하지 않고 행과 열을 알려 드립니다.",
  listsCategory: "분류",
  listsSubcategory: "하위 분류",
  listsName: "이름 (한국어)",
  listsNameEn: "이름 (English)",
  validationTitle: "값을 확인하세요",
  validationNumber: "숫자만 쓰세요 (단위: {unit}). 모르면 비워 두세요.",
  validationWhole: "정수만 쓰세요 (단위: {unit}). 모르면 비워 두세요.",
  validationList: "목록에 있는 값만 쓸 수 있습니다.",
};

export type SheetWordKey = keyof typeof ko;

const en: Dictionary<SheetWordKey> = {
  sheetTitle: "Spreadsheet (bulk edit)",
  sheetText:
    "Download every product as an Excel file (.xlsx), edit it and upload it: the products that change are saved as drafts, you check what changes, then publish them in one step. The file holds the current drafts. Write figures as plain numbers in the unit of their header; leave a figure you do not know empty.",
  download: "Download the spreadsheet (.xlsx)",
  uploadLabel: "Edited spreadsheet",
  uploadHint: "An .xlsx file of up to 5 MB, downloaded from this page.",
  uploadButton: "Upload and check",
  file: "Uploaded file: {name}",
  chooseAgain: "Correct the file, then choose it again and upload it.",
  errorsTitle: "{n} {n:problem|problems} to correct. Nothing was saved.",
  at: "Row {row}, column {column} ({header})",
  atRow: "Row {row}",
  atColumn: "Column {column} ({header})",
  changesTitle: "Saved as drafts: {n} {n:product|products}",
  changesText:
    "These are the changes. Visitors do not see them yet: check them, then publish them in one step. Each product can also be edited or published on its own in the editor.",
  unchanged: "{n} {n:row|rows} with no change were left alone.",
  nothingChanged: "The file says what the drafts already say. Nothing was saved.",
  before: "Before",
  after: "After",
  empty: "(empty)",
  publishAll: "Publish all ({n})",
  publishAnyway: "Publish all anyway ({n})",
  staleTitle: "{n} {n:text still states|texts still state} the old value",
  staleText:
    "A changed figure or code does not change the texts you wrote, such as the descriptions and features. Correct them in the editor and publish there, or publish as it is.",
  staleRefused:
    'Not published: texts still state the old value: {fields}. Correct them, or see the list and choose "Publish all anyway".',
  publishedAll: "{n} {n:product|products} published. The site shows them within a second.",
  publishRefusedTitle: "{n} {n:product was|products were} not published (the drafts are kept)",
  openEditor: "Editor",
  openPage: "Product page",
  publishConflict:
    "{who} changed this product at {when}, after the upload (version {base} -> {current}). It was not published: check it in the editor.",
  publishMissing: "This product cannot be found.",
  noFile: "Choose the .xlsx file to upload.",
  tooBig: "The file is larger than 5 MB. Upload the spreadsheet downloaded from this page.",
  notXlsx:
    "This is not an Excel (.xlsx) file (it may be a CSV or text file). Save it in .xlsx format in Excel.",
  unpacksTooBig:
    "This file unpacks to more than 64 MB, so it was not read. Upload the spreadsheet downloaded from this page.",
  oldXls:
    "This is an old Excel (.xls) file or a file with a password. Save it in .xlsx format, without a password.",
  ods: "This is an OpenDocument spreadsheet (.ods). Save it in .xlsx format.",
  noWorkbook:
    "This zip file holds no Excel workbook. Save the spreadsheet in .xlsx format in Excel.",
  damaged:
    "The file is damaged: its contents cannot be unpacked ({part}). Open the original in Excel, save it again and upload it.",
  unreadable:
    "This is an Excel file, but its worksheet cannot be read. Open it in Excel, save it again in .xlsx format and upload it.",
  tooSlow:
    "This file takes more time or memory to read than a spreadsheet may. Upload the spreadsheet downloaded from this page.",
  busy: "The file cannot be read right now. Please upload it again in a moment.",
  noKeys:
    "The first (hidden) row with the field names is missing. Edit the file downloaded from this page, and keep its first row.",
  tooManyRows: "Too many rows (up to {max}).",
  unknownColumn: "Unknown column ({key}). Only the columns of the downloaded file can be used.",
  addedColumn:
    "An added column: the catalogue has no such field. Delete the column and upload again.",
  duplicateColumn: "Column {column} holds the same field.",
  missingColumn: "The column {header} is missing. Keep it as it was.",
  noCode: "The code is empty.",
  unknownCode: "No product with this code; add new products in the editor.",
  duplicateCode: "The same product is in row {row} too.",
  badVersion: "The version cell was changed. Download the file again and redo your changes.",
  conflict:
    "{who} changed this product at {when}, after the file was downloaded (version {base} -> {current}). Nothing was overwritten: download the file again and redo this row.",
  notNumber: "Not a number: {value}",
  wrongUnit: "Wrong unit: this column is in {unit} ({value}). Write the number only.",
  date: "Turned into a date. Format the cell as text, or type an apostrophe first, as {example}.",
  notApplicable: "This product has no such figure. Leave the cell empty.",
  notText: "Not a text ({value}).",
  unknownCategory: "Not a category of the catalogue: {value}",
  unknownSubcategory: "Not a subcategory of this category: {value}",
  cannotChange: "This value cannot be changed here yet.",
  tooLong: "Use at most {max} characters.",
  tooMany: "At most {max}.",
  sheetProducts: "Products",
  sheetAbout: "About",
  sheetLists: "Categories",
  headerCode: "Code",
  headerCategory: "Category",
  headerSubcategory: "Subcategory",
  headerVersion: "Version (do not edit)",
  specPair: "Row {n}",
  inUnit: "({unit})",
  note: "Drafts as of {when} ({who}): what staff edit, not necessarily what visitors see.",
  aboutTitle: "Product catalogue: spreadsheet",
  about1:
    "This file holds the drafts as they were when it was downloaded (they may differ from what visitors see). Downloaded at {when} by {who}.",
  about2:
    "One row per product, found by its code. New products cannot be added with this file yet: add them in the editor.",
  about3:
    "Write figures as plain numbers in the unit of their header (e.g. 240). Leave a figure you do not know empty. Grey cells are figures the product does not have: leave them empty. Separate several values with / (e.g. 10/16).",
  about4:
    "Features: one per line in the cell (Alt+Enter for a new line). Specification rows have a label and a value in Korean and English; emptying all four cells removes the row. Rows made from figures are not in the file.",
  about5:
    "The first row and the version column (both hidden) match the cells when you upload: do not edit or delete them. Every cell is checked on upload; if any is wrong, nothing is saved and the row and column are named.",
  listsCategory: "Category",
  listsSubcategory: "Subcategory",
  listsName: "Name (Korean)",
  listsNameEn: "Name (English)",
  validationTitle: "Check the value",
  validationNumber: "A number only (unit: {unit}). Leave it empty if unknown.",
  validationWhole: "A whole number only (unit: {unit}). Leave it empty if unknown.",
  validationList: "Only a value of the list.",
};

export const sheetWord = createTranslation({ ko, en });
