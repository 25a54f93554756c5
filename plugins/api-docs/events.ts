import ts from 'typescript';
import type { NameLinker } from '../../src/modules/apiDocs/richText';
import { normalizeTypeText, tokenizeType } from '../../config/apiDocs/typeText';
import type { ApiEvent } from '../../src/types/apiDocs';
import { descriptionOf, isHidden } from './comments';
import { docsOf, nodeText, packageOfFile, typeToText } from './declarations';
import { compareNames, paidPlan, planOfPackage } from './plans';

/** The type of `key` in an event's `{ params; event }` shape, as written where possible. */
function shapeMemberText(checker: ts.TypeChecker, shape: ts.Type, key: string, at: ts.Node): string | undefined {
  const member = checker.getPropertyOfType(shape, key);
  if (!member) return undefined;
  const declaration = member.declarations?.[0];
  if (declaration && ts.isPropertySignature(declaration) && declaration.type) return nodeText(declaration.type);
  return typeToText(checker, checker.getTypeOfSymbolAtLocation(member, at));
}

/**
 * The events of an event lookup interface (`GridEventLookup`, with the Pro and Premium module
 * augmentations merged in): name, JSDoc, the params and DOM event listeners get, and the plan.
 */
export function eventsOf(checker: ts.TypeChecker, lookup: ts.Symbol, linkName: NameLinker): ApiEvent[] {
  return checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(lookup))
    .flatMap((event): ApiEvent[] => {
      const declaration = event.declarations?.[0];
      if (!declaration) return [];
      const docs = docsOf(checker, event);
      if (isHidden(docs)) return [];
      const shape = checker.getTypeOfSymbolAtLocation(event, declaration);
      const params = shapeMemberText(checker, shape, 'params', declaration);
      const nativeEvent = shapeMemberText(checker, shape, 'event', declaration);
      const plan = paidPlan(planOfPackage(packageOfFile(declaration.getSourceFile().fileName)));
      return [
        {
          name: event.name,
          description: descriptionOf(docs, linkName),
          params: tokenizeType(normalizeTypeText(params ?? 'void'), linkName),
          ...(nativeEvent ? { event: tokenizeType(normalizeTypeText(nativeEvent), linkName) } : {}),
          ...(plan ? { plan } : {}),
        },
      ];
    })
    .sort(compareNames);
}
