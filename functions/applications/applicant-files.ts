import { buckets } from "../_shared/files/buckets.ts";
import type { FormParts, IncomingFile } from "../_shared/http/multipart.ts";
import type { StorageClient } from "../_shared/files/storage-client.ts";
import { storedFile } from "../_shared/files/stored-file.ts";
import type { ServiceConfig } from "../_shared/http/config.ts";
import { ApiError, invalidInput } from "../_shared/http/errors.ts";
import type { UploadRule } from "../_shared/http/route-kinds.ts";
import { type GivenFile, maxFileQuestions, type Question } from "./questions.ts";

// An applicant's files: each in the form field of its file question, checked as it streams to the
// private bucket `application-files` (which only editors read, through signed URLs). A stranger
// has no right to write Storage, so the service stores them, with its secret key; the application
// names them in its transaction. A file stored for an application that is then refused is named
// by nothing, and the schedule removes it (FILE_GRACE_HOURS).

/** The most files an application holds: one per file question. */
const maxFilesPerApplication = maxFileQuestions;

const MiB = 1024 * 1024;

/** What an application's form may hold: its JSON, then its files, each of the bucket's size at most. */
export const applicantFileRule: UploadRule & { files: number } = {
  types: ["application/json", "multipart/form-data"],
  maxBytes: maxFilesPerApplication * buckets.applicationFiles.sizeLimit + 128 * 1024,
  unsupported: "Send the application as JSON, or as multipart/form-data whose first field `application` is the JSON and whose files follow.",
  files: maxFilesPerApplication,
};

/** The files after the form's JSON, or none (a JSON body). */
export function formBody(parts: FormParts | undefined) {
  return {
    parts,
    /** Reads the rest of the form and drops it (a honeypot's form). */
    async drop() {
      for (let part = await parts?.next(); part; part = await parts?.next()) {
        if ("file" in part) await part.file.bytes.cancel();
      }
    },
  };
}

/** The service's own credentials for Storage: a stranger's file is written as the service. */
function serviceCredentials(config: ServiceConfig): Headers {
  const key = Object.values(config.secretKeys)[0];
  if (!key) throw new ApiError(503, "service_unavailable", "Applicants' files need the service's secret key (SUPABASE_SECRET_KEYS), which is not set.");
  return new Headers({ apikey: key, authorization: `Bearer ${key}` });
}

export interface ApplicantFiles {
  /** Each file of the form stored, checked against the questions: what the application names. */
  store(form: ReturnType<typeof formBody>, questions: readonly Question[], signal?: AbortSignal): Promise<GivenFile[]>;
}

export function applicantFiles(config: ServiceConfig, storage: StorageClient): ApplicantFiles {
  const bucket = buckets.applicationFiles;
  return {
    async store({ parts }, questions, signal) {
      const given: GivenFile[] = [];
      if (!parts) return given;
      const { MultipartError } = await import("../_shared/http/multipart.ts");
      let credentials: Headers | undefined;
      const refuse = async (file: IncomingFile | undefined, field: string, message: string): Promise<never> => {
        await file?.bytes.cancel();
        throw invalidInput([{ field, message }]);
      };
      try {
        for (let part = await parts.next(); part; part = await parts.next()) {
          if (!("file" in part)) return refuse(undefined, part.field, "must be a file: the answers go in the field application");
          const { file } = part;
          const question = questions.find((q) => q.key === file.field);
          if (!question || question.kind !== "file") return refuse(file, file.field || "file", "is not a file question of this form");
          if (given.some((g) => g.question === question.key)) return refuse(file, file.field, "is given twice: send one file per question");
          credentials ??= serviceCredentials(config);
          // Its object's name holds nothing of the person (their file's name is the row's, erased with it).
          const stored = await storedFile(storage, credentials, file, bucket,
            (fileName) => `${crypto.randomUUID()}/${question.key}${fileName.slice(fileName.lastIndexOf("."))}`, signal);
          given.push({ question: question.key, file: `${bucket.id}/${stored.name}`, file_name: stored.fileName });
        }
      } catch (error) {
        if (error instanceof MultipartError) throw new ApiError(400, "invalid_body", `The form cannot be read: ${error.message}.`);
        throw error;
      }
      return given;
    },
  };
}
