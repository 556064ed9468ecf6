import { useMutation } from '@tanstack/react-query';
import { updateOwnSignature } from '@app/lib/own-signature';

export const updateSignature = updateOwnSignature;

export const useUpdateSignature = () => useMutation({ mutationFn: updateSignature });
