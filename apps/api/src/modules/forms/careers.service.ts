import { Injectable } from '@nestjs/common';
import type { CareersForm } from '@harman/contracts';
import type { ReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-error';
import { safeCvFileName } from './cv/cv-file-name';
import { inspectCv, type CvContentType } from './cv/cv-content';
import { CvStorage } from './cv/cv-storage.service';
import type { UploadedCv } from './cv/uploaded-cv';
import { CareerApplication } from './entities/career-application.entity';
import { CvFile } from './entities/cv-file.entity';
import type { ClientInfo } from './helpers/client-info';
import { CAREERS_FORM } from './helpers/form-definitions';
import { FormSubmissionsService, type SubmitResult } from './form-submissions.service';

export interface CvDownload {
  stream: ReadStream;
  contentType: CvContentType;
  fileName: string;
  sizeBytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job applications with their CV: the file is checked by content, stored privately, and its row written in the application's transaction. */
@Injectable()
export class CareersService {
  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly storage: CvStorage,
    private readonly dataSource: DataSource,
  ) {}

  async apply(input: CareersForm, cv: UploadedCv | undefined, client: ClientInfo): Promise<SubmitResult> {
    const check = cv ? await inspectCv(cv.buffer) : undefined;
    if (check && !check.ok) throw new ValidationFailedError({ cv: ['errors.cvType'] });

    let storageKey: string | undefined;
    try {
      const result = await this.submissions.submit(CAREERS_FORM, input, client, async (manager) => {
        if (!cv || !check?.ok) return { cvFileId: null };
        storageKey = await this.storage.save(cv.buffer);
        const file = await manager.getRepository(CvFile).save({
          storageKey,
          originalName: safeCvFileName(cv.originalname, check.extension),
          contentType: check.contentType,
          sizeBytes: cv.size,
          sha256: createHash('sha256').update(cv.buffer).digest('hex'),
        });
        return { cvFileId: file.id };
      });
      return result;
    } catch (error) {
      if (storageKey) await this.storage.remove(storageKey);
      throw error;
    }
  }

  async openCv(applicationId: string): Promise<CvDownload> {
    if (!UUID.test(applicationId)) throw new NotFoundError();
    const application = await this.dataSource.getRepository(CareerApplication).findOneBy({ id: applicationId });
    const file = application?.cvFileId
      ? await this.dataSource.getRepository(CvFile).findOneBy({ id: application.cvFileId })
      : null;
    if (!file) throw new NotFoundError();
    return {
      stream: this.storage.open(file.storageKey),
      contentType: file.contentType,
      fileName: file.originalName,
      sizeBytes: file.sizeBytes,
    };
  }
}
