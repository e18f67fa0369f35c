/** Where an uploaded PDF is served (server/content/files.ts stores it; pages link to it). */
export const uploadedFilePath = (file: string) => `/uploads/files/${file}.pdf`;
